import { slotKey, studentIsWaiting, tutorHasRoom, tutorIsActive, type PairHistory } from './constraints.ts';
import { wantsPrivatePair } from './modes.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { scoreCandidate, scoreOf, waitingDays, waitingPoints, type ScoreReason } from './score.ts';
import { solveOverAllEdges } from './lazy-edges.ts';
import { withinDistance } from './distance.ts';

/**
 * The whole-cohort proposal (issue "Matching", beyond the spec): the assignment of every waiting student to a
 * tutor's free slot that makes the most pairs, then the best total score, under the hard constraints. A dry run:
 * nothing is written here; staff approve the pairs they want, which go through the same path as a manual match.
 */

/**
 * Why a waiting student got no tutor in the proposal, each true of them: they want group sessions (offered the open
 * group sessions, never a private pair); nobody active teaches their level; every tutor of it is full; no tutor with
 * room shares a free slot with them; those who do were paired with them before; those who do tutor in another mode;
 * those who do live beyond the program's distance for an in-person pair; or every candidate slot went to others, because the proposal, being optimal, found more pairs or a better total
 * without them.
 */
export const UNMATCHED_REASONS = ['groupTutoring', 'noTutorForLevel', 'tutorsFull', 'noCommonSlot', 'pairedBefore', 'mode', 'distance', 'placesTaken'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export interface ProposedPair {
  tutor: MatchTutor;
  student: MatchStudent;
  slot: WeeklySlot;
  score: number;
  reasons: ScoreReason[];
}

export interface SupplyAndDemand {
  key: string;
  /** Places left with active tutors of that level or department. */
  places: number;
  studentsWaiting: number;
}

export interface CohortProposal {
  pairs: ProposedPair[];
  unmatched: { student: MatchStudent; reason: UnmatchedReason }[];
  totalScore: number;
  byLevel: SupplyAndDemand[];
  byDepartment: SupplyAndDemand[];
}

/** What the scan of one student's slots found, before the solver: enough to say truly why they are left out. */
export interface StudentScan {
  /** At least one slot the solver may give them. */
  hadCandidate: boolean;
  /** A tutor with room of their level shares a free slot with them, whatever the other rules say. */
  sharedSlot: boolean;
  /** Such a tutor, not paired with them before, tutors only in a mode they do not accept. */
  modeBlocked: boolean;
  /** Such a tutor, of a shared mode, lives beyond the program's distance (they would meet in person). */
  distanceBlocked?: boolean;
}

/**
 * The solver first weighs each student's best few slots, then proves the answer optimal over all of them, adding any
 * slot that could improve it (lazy-edges.ts). A plain cut to each student's 20 best slots lost pairs (a student with
 * 21 tutors of one slot each, 20 of whom are the only tutor of another student, must take the 21st); the flow over
 * every slot of a busy program at once takes tens of seconds.
 */
export const FIRST_SLOTS_PER_STUDENT = 20;

export function proposeCohort(
  tutors: readonly MatchTutor[],
  students: readonly MatchStudent[],
  history: PairHistory,
  now: Date,
  options: { firstSlotsPerStudent?: number } = {},
): CohortProposal {
  const active = tutors.filter(tutorIsActive);
  const open = active.filter(tutorHasRoom);
  const waitingAll = students.filter(studentIsWaiting);
  // Group-tutoring students are offered group sessions, never a private pair: they stay out of the solver.
  const waiting = waitingAll.filter(wantsPrivatePair);
  // A level with active tutors who are all full is not a level nobody teaches: staff recruit for one, wait for the other.
  const levelsOfActive = new Set(active.flatMap((tutor) => tutor.levels.map((level) => `${tutor.programId}|${level}`)));
  // Each free tutor slot once, indexed by program, level taught and time, so a student finds theirs without a scan.
  const slots: { tutor: number; slot: WeeklySlot }[] = [];
  const slotsByLevelAndTime = new Map<string, number[]>();
  const levelsTaught = new Set<string>();
  open.forEach((tutor, tutorIndex) => {
    for (const level of tutor.levels) levelsTaught.add(`${tutor.programId}|${level}`);
    for (const slot of tutor.availability) {
      if (slot.taken) continue;
      const index = slots.push({ tutor: tutorIndex, slot }) - 1;
      for (const level of tutor.levels) {
        const key = `${tutor.programId}|${level}|${slotKey(slot)}`;
        const list = slotsByLevelAndTime.get(key);
        if (list) list.push(index);
        else slotsByLevelAndTime.set(key, [index]);
      }
    }
  });
  const excluded = excludedTutorsByStudent(open, history);
  // Per student, reused: how many free slots they share with each tutor, and that tutor's score.
  const common = new Int32Array(open.length);
  const score = new Float64Array(open.length);
  // Every candidate slot, student by student: the solver's full edge list, in flat typed arrays (millions in a busy
  // program). The modes as bits, so the hot loop compares two numbers.
  const tutorModes = Uint8Array.from(open, modeBits);
  // Per student, reused: whether each tutor met so far is within the distance (1) or beyond it (2), worked out once.
  const distanceState = new Uint8Array(open.length);
  const distanceChecked: number[] = [];
  const studentStart = new Int32Array(waiting.length + 1);
  let edgeSlot: Int32Array = new Int32Array(1024);
  let edgeScore: Int32Array = new Int32Array(1024);
  let edgeCount = 0;
  const scans: StudentScan[] = [];
  const candidateSlots: number[] = [];
  waiting.forEach((student, studentIndex) => {
    const touched: number[] = [];
    candidateSlots.length = 0;
    const notThese = excluded.get(student.id);
    const studentModes = modeBits(student);
    let sharedSlot = false;
    let modeBlocked = false;
    let distanceBlocked = false;
    const bounded = student.maxDistanceKm !== undefined;
    for (const own of student.availability) {
      if (own.taken) continue;
      for (const slotIndex of slotsByLevelAndTime.get(`${student.programId}|${student.level}|${slotKey(own)}`) ?? []) {
        const tutorIndex = slots[slotIndex]!.tutor;
        sharedSlot = true;
        if (notThese?.has(tutorIndex)) continue;
        if ((tutorModes[tutorIndex]! & studentModes) === 0) {
          modeBlocked = true;
          continue;
        }
        // Only a pair that can meet in person only (bit 2 alone) has a distance rule.
        if (bounded && (tutorModes[tutorIndex]! & studentModes) === 2) {
          if (distanceState[tutorIndex] === 0) {
            distanceState[tutorIndex] = withinDistance(open[tutorIndex]!, student, student.maxDistanceKm) ? 1 : 2;
            distanceChecked.push(tutorIndex);
          }
          if (distanceState[tutorIndex] === 2) {
            distanceBlocked = true;
            continue;
          }
        }
        if (common[tutorIndex] === 0) touched.push(tutorIndex);
        common[tutorIndex] = common[tutorIndex]! + 1;
        candidateSlots.push(slotIndex);
      }
    }
    const waitingScore = waitingPoints(waitingDays(student, now));
    for (const tutorIndex of touched) score[tutorIndex] = scoreOf(open[tutorIndex]!, student, common[tutorIndex]!, waitingScore);
    scans[studentIndex] = { hadCandidate: candidateSlots.length > 0, sharedSlot, modeBlocked, distanceBlocked };
    for (const tutorIndex of distanceChecked) distanceState[tutorIndex] = 0;
    distanceChecked.length = 0;
    if (edgeCount + candidateSlots.length > edgeSlot.length) {
      const size = Math.max(2 * edgeSlot.length, edgeCount + candidateSlots.length);
      edgeSlot = grown(edgeSlot, size);
      edgeScore = grown(edgeScore, size);
    }
    for (const slotIndex of candidateSlots) {
      edgeSlot[edgeCount] = slotIndex;
      edgeScore[edgeCount] = score[slots[slotIndex]!.tutor]!;
      edgeCount += 1;
    }
    studentStart[studentIndex + 1] = edgeCount;
    for (const tutorIndex of touched) common[tutorIndex] = 0;
  });
  const solved = solveOverAllEdges(
    {
      students: waiting.length,
      slots: slots.map(({ tutor }) => ({ tutor })),
      tutorRoom: open.map((tutor) => tutor.capacity - tutor.matchedStudents.length),
      studentStart,
      edgeSlot,
      edgeScore,
    },
    options.firstSlotsPerStudent ?? FIRST_SLOTS_PER_STUDENT,
  );
  const placed = new Set<number>();
  const pairs = solved.pairs.map(({ student: studentIndex, slot: slotIndex }) => {
    placed.add(studentIndex);
    const student = waiting[studentIndex]!;
    const { tutor: tutorIndex, slot } = slots[slotIndex]!;
    const tutor = open[tutorIndex]!;
    // The reasons are worked out for the pairs proposed only: the same score, explained.
    const { score: pairScore, reasons } = scoreCandidate(tutor, student, now);
    return { tutor, student, slot, score: pairScore, reasons };
  });
  const unmatched = [
    ...waitingAll.filter((student) => !wantsPrivatePair(student)).map((student) => ({ student, reason: 'groupTutoring' as UnmatchedReason })),
    ...waiting
      .map((student, index) => ({ student, index }))
      .filter(({ index }) => !placed.has(index))
      .map(({ student, index }) => ({
        student,
        reason: unmatchedReason(`${student.programId}|${student.level}`, levelsOfActive, levelsTaught, scans[index]!),
      })),
  ];
  return {
    pairs,
    unmatched,
    totalScore: solved.totalScore,
    ...supplyAndDemandOf(open, waiting),
  };
}

/** The modes a person accepts as bits: online 1, in person 2. */
function modeBits(person: { modes: readonly string[] }): number {
  return (person.modes.includes('online') ? 1 : 0) | (person.modes.includes('in-person') ? 2 : 0);
}

function grown(array: Int32Array, size: number): Int32Array {
  const larger = new Int32Array(size);
  larger.set(array);
  return larger;
}

/** Why a student who wants a private pair is left out, the first that holds (see UNMATCHED_REASONS). */
export function unmatchedReason(
  levelKey: string,
  levelsOfActive: ReadonlySet<string>,
  levelsWithRoom: ReadonlySet<string>,
  scan: StudentScan,
): UnmatchedReason {
  if (!levelsOfActive.has(levelKey)) return 'noTutorForLevel';
  if (!levelsWithRoom.has(levelKey)) return 'tutorsFull';
  if (scan.hadCandidate) return 'placesTaken';
  if (scan.modeBlocked) return 'mode';
  if (scan.distanceBlocked) return 'distance';
  return scan.sharedSlot ? 'pairedBefore' : 'noCommonSlot';
}

/**
 * Places with active tutors who have room against students waiting, by level and by department: the proposal's
 * summary and the statistics' supply and demand. People who are not open or not waiting are left out here.
 */
export function supplyAndDemandOf(
  tutors: readonly MatchTutor[],
  students: readonly MatchStudent[],
): { byLevel: SupplyAndDemand[]; byDepartment: SupplyAndDemand[] } {
  const open = tutors.filter((tutor) => tutorIsActive(tutor) && tutorHasRoom(tutor));
  const waiting = students.filter(studentIsWaiting);
  return {
    byLevel: supplyAndDemand(
      open,
      waiting,
      (tutor) => tutor.levels,
      (student) => student.level,
    ),
    byDepartment: supplyAndDemand(
      open,
      waiting,
      (tutor) => (tutor.department ? [tutor.department] : []),
      (student) => student.department,
    ),
  };
}

/** For each student, the tutors they are already paired with or were dissociated from: never proposed. */
function excludedTutorsByStudent(open: readonly MatchTutor[], history: PairHistory): Map<string, Set<number>> {
  const indexOf = new Map(open.map((tutor, index) => [tutor.id, index]));
  const excluded = new Map<string, Set<number>>();
  const add = (tutorId: string, studentId: string) => {
    const index = indexOf.get(tutorId);
    if (index === undefined) return;
    const set = excluded.get(studentId) ?? excluded.set(studentId, new Set()).get(studentId)!;
    set.add(index);
  };
  for (const key of [...history.dissociated, ...history.active]) {
    const [tutorId, studentId] = key.split(':') as [string, string];
    add(tutorId, studentId);
  }
  for (const tutor of open) for (const studentId of tutor.matchedStudents) add(tutor.id, studentId);
  return excluded;
}

function supplyAndDemand(
  tutors: readonly MatchTutor[],
  students: readonly MatchStudent[],
  tutorKeys: (tutor: MatchTutor) => readonly string[],
  studentKey: (student: MatchStudent) => string | undefined,
): SupplyAndDemand[] {
  const rows = new Map<string, SupplyAndDemand>();
  const row = (key: string) => rows.get(key) ?? rows.set(key, { key, places: 0, studentsWaiting: 0 }).get(key)!;
  for (const tutor of tutors) for (const key of tutorKeys(tutor)) row(key).places += tutor.capacity - tutor.matchedStudents.length;
  for (const student of students) {
    const key = studentKey(student);
    if (key) row(key).studentsWaiting += 1;
  }
  return [...rows.values()].sort((a, b) => b.studentsWaiting - b.places - (a.studentsWaiting - a.places) || a.key.localeCompare(b.key));
}
