import { studentIsWaiting, tutorHasRoom, tutorIsActive, type PairHistory } from './constraints.ts';
import { wantsPrivatePair } from './modes.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { scoreCandidate, type ScoreReason } from './score.ts';
import { solveOverAllEdges } from './lazy-edges.ts';
import { cohortEdges, type StudentScan } from './cohort-edges.ts';

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

export type { StudentScan };

/**
 * The solver first weighs each student's best few slots and each slot's best few students, then proves the answer
 * optimal over all of them, adding any slot that could improve it (lazy-edges.ts). A plain cut to each student's
 * best slots lost pairs (a student with 21 tutors of one slot each, 20 of whom are the only tutor of another student,
 * must take the 21st); the flow over every slot of a busy program at once takes tens of seconds. Where places are
 * scarce, a slot among no student's best stays empty after a first solve on the students' cut alone, and one or two
 * more whole solves find its student: each slot's best students are weighed too (includeBestOfEachSlot).
 *
 * 10 and 10, measured on generated cohorts of 10,000 to 12,000 students for 1,000 to 2,000 tutors: one solve on each
 * (8 and 8 needed two on some; 20 per student alone needed two or three), over fewer edges than 20 and 8, so each
 * search of the solver is shorter.
 */
export const FIRST_SLOTS_PER_STUDENT = 10;
export const FIRST_STUDENTS_PER_SLOT = 10;

export function proposeCohort(
  tutors: readonly MatchTutor[],
  students: readonly MatchStudent[],
  history: PairHistory,
  now: Date,
  options: { firstSlotsPerStudent?: number; firstStudentsPerSlot?: number } = {},
): CohortProposal {
  const active = tutors.filter(tutorIsActive);
  const open = active.filter(tutorHasRoom);
  const waitingAll = students.filter(studentIsWaiting);
  // Group-tutoring students are offered group sessions, never a private pair: they stay out of the solver.
  const waiting = waitingAll.filter(wantsPrivatePair);
  // A level with active tutors who are all full is not a level nobody teaches: staff recruit for one, wait for the other.
  const levelsOfActive = new Set(active.flatMap((tutor) => tutor.levels.map((level) => `${tutor.programId}|${level}`)));
  const { slots, levelsTaught, studentStart, edgeSlot, edgeScore, scans } = cohortEdges(open, waiting, history, now);
  const solved = solveOverAllEdges(
    {
      students: waiting.length,
      slots: slots.map(({ tutor }) => ({ tutor })),
      tutorRoom: open.map((tutor) => tutor.capacity - tutor.matchedStudents.length),
      studentStart,
      edgeSlot,
      edgeScore,
    },
    { perStudent: options.firstSlotsPerStudent ?? FIRST_SLOTS_PER_STUDENT, perSlot: options.firstStudentsPerSlot ?? FIRST_STUDENTS_PER_SLOT },
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
