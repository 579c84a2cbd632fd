import { pairKey, slotKey, studentIsWaiting, tutorHasRoom, tutorIsActive, type PairHistory } from './constraints.ts';
import type { MatchStudent, MatchTutor, WeeklySlot } from './profiles.ts';
import { scoreCandidate, type ScoreReason } from './score.ts';
import { solveAssignment } from './solver.ts';

/**
 * The whole-cohort proposal (issue "Matching", beyond the spec): the assignment of every waiting student to a
 * tutor's free slot that makes the most pairs, then the best total score, under the hard constraints. A dry run:
 * nothing is written here; staff approve the pairs they want, which go through the same path as a manual match.
 */

/** Why a waiting student got no tutor in the proposal. */
export type UnmatchedReason = 'noTutorForLevel' | 'noCommonSlot' | 'placesTaken';

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
export const MAX_SLOTS_PER_STUDENT = 40;

export function proposeCohort(tutors: readonly MatchTutor[], students: readonly MatchStudent[], history: PairHistory, now: Date): CohortProposal {
  const open = tutors.filter((tutor) => tutorIsActive(tutor) && tutorHasRoom(tutor));
  const waiting = students.filter(studentIsWaiting);
  // Each free tutor slot once, indexed by the level taught and the slot, so a student finds theirs without a scan.
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
  const edges: { student: number; slot: number; score: number }[] = [];
  const scoreOf = new Map<string, ReturnType<typeof scoreCandidate>>();
  const hadCandidate: boolean[] = [];
  waiting.forEach((student, studentIndex) => {
    const mine: { student: number; slot: number; score: number }[] = [];
    for (const own of student.availability) {
      if (own.taken) continue;
      for (const slotIndex of slotsByLevelAndTime.get(`${student.programId}|${student.level}|${slotKey(own)}`) ?? []) {
        const tutor = open[slots[slotIndex]!.tutor]!;
        const key = pairKey(tutor.id, student.id);
        if (history.dissociated.has(key) || history.active.has(key) || tutor.matchedStudents.includes(student.id)) continue;
        let scored = scoreOf.get(key);
        if (!scored) {
          scored = scoreCandidate(tutor, student, now);
          scoreOf.set(key, scored);
        }
        mine.push({ student: studentIndex, slot: slotIndex, score: scored.score });
      }
    }
    hadCandidate[studentIndex] = mine.length > 0;
    mine.sort((a, b) => b.score - a.score || a.slot - b.slot);
    edges.push(...mine.slice(0, MAX_SLOTS_PER_STUDENT));
  });
  const solved = solveAssignment({ students: waiting.length, slots: slots.map(({ tutor }) => ({ tutor })), tutorRoom: open.map((tutor) => tutor.capacity - tutor.matchedStudents.length), edges });
  const placed = new Set<number>();
  const pairs = solved.pairs.map(({ student: studentIndex, slot: slotIndex }) => {
    placed.add(studentIndex);
    const student = waiting[studentIndex]!;
    const { tutor: tutorIndex, slot } = slots[slotIndex]!;
    const tutor = open[tutorIndex]!;
    const scored = scoreOf.get(pairKey(tutor.id, student.id))!;
    return { tutor, student, slot, score: scored.score, reasons: scored.reasons };
  });
  const unmatched = waiting
    .map((student, index) => ({ student, index }))
    .filter(({ index }) => !placed.has(index))
    .map(({ student, index }) => ({
      student,
      reason: (!levelsTaught.has(`${student.programId}|${student.level}`) ? 'noTutorForLevel' : hadCandidate[index] ? 'placesTaken' : 'noCommonSlot') as UnmatchedReason,
    }));
  return {
    pairs,
    unmatched,
    totalScore: solved.totalScore,
    byLevel: supplyAndDemand(open, waiting, (tutor) => tutor.levels, (student) => student.level),
    byDepartment: supplyAndDemand(open, waiting, (tutor) => (tutor.department ? [tutor.department] : []), (student) => student.department),
  };
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
