import { canBeMatched, commonFreeSlots, scoreCandidate, type MatchStudent, type MatchTutor, type PairHistory } from '../../../src/domain/matching/index.ts';

/**
 * The proposal's objective solved the slow, obvious way, to check the fast one: every pair the hard constraints
 * allow, on every common free slot, and an exhaustive search (memoised on the slots used) for the most pairs, then
 * the highest total score. Only for cohorts of a few students.
 */
export interface ExactEdge {
  student: number;
  tutor: number;
  slot: number;
  score: number;
}

export interface ExactOptimum {
  pairs: number;
  totalScore: number;
  edges: ExactEdge[];
}

export function exactOptimum(tutors: readonly MatchTutor[], students: readonly MatchStudent[], history: PairHistory, now: Date): ExactOptimum {
  const slotIds = new Map<string, number>();
  const edges: ExactEdge[] = [];
  students.forEach((student, studentIndex) => {
    tutors.forEach((tutor, tutorIndex) => {
      if (!canBeMatched(tutor, student, history)) return;
      const { score } = scoreCandidate(tutor, student, now);
      for (const slot of commonFreeSlots(tutor, student)) {
        const key = `${tutorIndex}|${slot.dayOfTheWeek}@${slot.startTime}`;
        const id = slotIds.get(key) ?? slotIds.set(key, slotIds.size).get(key)!;
        edges.push({ student: studentIndex, tutor: tutorIndex, slot: id, score });
      }
    });
  });
  const room = tutors.map((tutor) => Math.max(0, tutor.capacity - tutor.matchedStudents.length));
  // The most constrained students first, each one's best edges first: good totals early, so the bound cuts more.
  const order = students.map((_, index) => index).filter((index) => edges.some((edge) => edge.student === index));
  const byStudent = new Map(order.map((index) => [index, edges.filter((edge) => edge.student === index).sort((a, b) => b.score - a.score)]));
  order.sort((a, b) => byStudent.get(a)!.length - byStudent.get(b)!.length);
  // Pairs count first: one pair outweighs any score difference (a score is at most 100).
  const PAIR = 1_000_000;
  const bestAfter = order.map(() => 0);
  for (let position = order.length - 1; position >= 0; position -= 1)
    bestAfter[position] = (bestAfter[position + 1] ?? 0) + PAIR + byStudent.get(order[position]!)![0]!.score;
  const used = new Set<number>();
  const taken = new Array<number>(tutors.length).fill(0);
  let best = 0;
  // Branch and bound: every assignment is either tried or provably no better than the best found.
  const search = (position: number, value: number): void => {
    if (value > best) best = value;
    if (position === order.length || value + bestAfter[position]! <= best) return;
    for (const edge of byStudent.get(order[position]!)!) {
      if (used.has(edge.slot) || taken[edge.tutor]! >= room[edge.tutor]!) continue;
      used.add(edge.slot);
      taken[edge.tutor]! += 1;
      search(position + 1, value + PAIR + edge.score);
      used.delete(edge.slot);
      taken[edge.tutor]! -= 1;
    }
    search(position + 1, value);
  };
  search(0, 0);
  return { pairs: Math.floor(best / PAIR), totalScore: best % PAIR, edges };
}
