import { slotKey, studentIsWaiting, tutorHasRoom, tutorIsActive, type PairHistory } from './constraints.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { scoreCandidate, scoreOf, waitingDays, waitingPoints, type ScoreReason } from './score.ts';
import { solveAssignment } from './solver.ts';

/**
 * The whole-cohort proposal (issue "Matching", beyond the spec): the assignment of every waiting student to a
 * tutor's free slot that makes the most pairs, then the best total score, under the hard constraints. A dry run:
 * nothing is written here; staff approve the pairs they want, which go through the same path as a manual match.
 */

/** Why a waiting student got no tutor in the proposal. */
export const UNMATCHED_REASONS = ['noTutorForLevel', 'tutorsFull', 'noCommonSlot', 'placesTaken'] as const;
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

/** A student weighs at most this many tutor slots, the best ones: enough choice, a bounded graph. */
export const MAX_SLOTS_PER_STUDENT = 20;

export function proposeCohort(tutors: readonly MatchTutor[], students: readonly MatchStudent[], history: PairHistory, now: Date): CohortProposal {
  const active = tutors.filter(tutorIsActive);
  const open = active.filter(tutorHasRoom);
  const waiting = students.filter(studentIsWaiting);
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
  const scoreCount = new Int32Array(MAX_SCORE + 1);
  const edges: { student: number; slot: number; score: number }[] = [];
  const hadCandidate: boolean[] = [];
  waiting.forEach((student, studentIndex) => {
    const touched: number[] = [];
    const candidateSlots: number[] = [];
    const notThese = excluded.get(student.id);
    for (const own of student.availability) {
      if (own.taken) continue;
      for (const slotIndex of slotsByLevelAndTime.get(`${student.programId}|${student.level}|${slotKey(own)}`) ?? []) {
        const tutorIndex = slots[slotIndex]!.tutor;
        if (notThese?.has(tutorIndex)) continue;
        if (common[tutorIndex] === 0) touched.push(tutorIndex);
        common[tutorIndex] = common[tutorIndex]! + 1;
        candidateSlots.push(slotIndex);
      }
    }
    const waitingScore = waitingPoints(waitingDays(student, now));
    for (const tutorIndex of touched) score[tutorIndex] = scoreOf(open[tutorIndex]!, student, common[tutorIndex]!, waitingScore);
    hadCandidate[studentIndex] = candidateSlots.length > 0;
    for (const slotIndex of bestSlots(candidateSlots, (slotIndex) => score[slots[slotIndex]!.tutor]!, scoreCount)) edges.push({ student: studentIndex, slot: slotIndex, score: score[slots[slotIndex]!.tutor]! });
    for (const tutorIndex of touched) common[tutorIndex] = 0;
  });
  const solved = solveAssignment({ students: waiting.length, slots: slots.map(({ tutor }) => ({ tutor })), tutorRoom: open.map((tutor) => tutor.capacity - tutor.matchedStudents.length), edges });
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
  const unmatched = waiting
    .map((student, index) => ({ student, index }))
    .filter(({ index }) => !placed.has(index))
    .map(({ student, index }) => ({
      student,
      reason: unmatchedReason(`${student.programId}|${student.level}`, levelsOfActive, levelsTaught, hadCandidate[index] === true),
    }));
  return {
    pairs,
    unmatched,
    totalScore: solved.totalScore,
    ...supplyAndDemandOf(open, waiting),
  };
}

/**
 * Why a student is left out, the first that holds: nobody active teaches their level; every tutor of it is full;
 * tutors with room share a slot with them but the places went to others; or none of them shares a slot.
 */
export function unmatchedReason(levelKey: string, levelsOfActive: ReadonlySet<string>, levelsWithRoom: ReadonlySet<string>, hadCandidate: boolean): UnmatchedReason {
  if (!levelsOfActive.has(levelKey)) return 'noTutorForLevel';
  if (!levelsWithRoom.has(levelKey)) return 'tutorsFull';
  return hadCandidate ? 'placesTaken' : 'noCommonSlot';
}

/**
 * Places with active tutors who have room against students waiting, by level and by department: the proposal's
 * summary and the statistics' supply and demand. People who are not open or not waiting are left out here.
 */
export function supplyAndDemandOf(tutors: readonly MatchTutor[], students: readonly MatchStudent[]): { byLevel: SupplyAndDemand[]; byDepartment: SupplyAndDemand[] } {
  const open = tutors.filter((tutor) => tutorIsActive(tutor) && tutorHasRoom(tutor));
  const waiting = students.filter(studentIsWaiting);
  return {
    byLevel: supplyAndDemand(open, waiting, (tutor) => tutor.levels, (student) => student.level),
    byDepartment: supplyAndDemand(open, waiting, (tutor) => (tutor.department ? [tutor.department] : []), (student) => student.department),
  };
}

const MAX_SCORE = 100;

/**
 * The MAX_SLOTS_PER_STUDENT best slots (ties in the order found), without sorting them all: scores are whole
 * numbers from 0 to 100, so counting them tells the lowest score that still makes the cut. A student of a busy
 * program has hundreds of candidate slots; sorting each list was most of the proposal's time.
 */
function bestSlots(candidates: readonly number[], scoreOfSlot: (slot: number) => number, counts: Int32Array): number[] {
  if (candidates.length <= MAX_SLOTS_PER_STUDENT) return [...candidates];
  for (const slot of candidates) counts[scoreOfSlot(slot)]! += 1;
  let cutoff = MAX_SCORE;
  let above = 0;
  while (cutoff > 0 && above + counts[cutoff]! < MAX_SLOTS_PER_STUDENT) above += counts[cutoff--]!;
  counts.fill(0);
  let atCutoff = MAX_SLOTS_PER_STUDENT - above;
  const best: number[] = [];
  for (const slot of candidates) {
    const value = scoreOfSlot(slot);
    if (value > cutoff) best.push(slot);
    else if (value === cutoff && atCutoff > 0) {
      best.push(slot);
      atCutoff -= 1;
    }
  }
  return best;
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

function supplyAndDemand(tutors: readonly MatchTutor[], students: readonly MatchStudent[], tutorKeys: (tutor: MatchTutor) => readonly string[], studentKey: (student: MatchStudent) => string | undefined): SupplyAndDemand[] {
  const rows = new Map<string, SupplyAndDemand>();
  const row = (key: string) => rows.get(key) ?? rows.set(key, { key, places: 0, studentsWaiting: 0 }).get(key)!;
  for (const tutor of tutors) for (const key of tutorKeys(tutor)) row(key).places += tutor.capacity - tutor.matchedStudents.length;
  for (const student of students) {
    const key = studentKey(student);
    if (key) row(key).studentsWaiting += 1;
  }
  return [...rows.values()].sort((a, b) => b.studentsWaiting - b.places - (a.studentsWaiting - a.places) || a.key.localeCompare(b.key));
}
