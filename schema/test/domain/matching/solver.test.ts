import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveAssignment, type Assignment, type AssignmentProblem } from '../../../src/domain/matching/solver.ts';

/** The best score of each allowed student-slot pair (a repeated edge counts with its best score). */
function bestScores(problem: AssignmentProblem): Map<string, number> {
  const best = new Map<string, number>();
  for (const { student, slot, score } of problem.edges) {
    const key = `${student}:${slot}`;
    best.set(key, Math.max(best.get(key) ?? 0, score));
  }
  return best;
}

/** Every rule an assignment must keep, whatever its optimality. */
function expectValid(problem: AssignmentProblem, { pairs, totalScore }: Assignment): void {
  const allowed = bestScores(problem);
  const studentsUsed = new Set<number>();
  const slotsUsed = new Set<number>();
  const takenByTutor = new Array<number>(problem.tutorRoom.length).fill(0);
  let scoreOfPairs = 0;
  for (const { student, slot } of pairs) {
    const score = allowed.get(`${student}:${slot}`);
    expect(score, `pair ${student}:${slot} is not an allowed edge`).toBeDefined();
    scoreOfPairs += score!;
    expect(studentsUsed.has(student), `student ${student} placed twice`).toBe(false);
    expect(slotsUsed.has(slot), `slot ${slot} used twice`).toBe(false);
    studentsUsed.add(student);
    slotsUsed.add(slot);
    takenByTutor[problem.slots[slot]!.tutor]! += 1;
  }
  takenByTutor.forEach((taken, tutor) => expect(taken).toBeLessThanOrEqual(problem.tutorRoom[tutor]!));
  expect(totalScore).toBe(scoreOfPairs);
}

/** The exact optimum by trying every assignment: each student either stays out or takes one of his free edges. */
function bruteForce(problem: AssignmentProblem): { pairCount: number; totalScore: number } {
  const slotTaken = new Array<boolean>(problem.slots.length).fill(false);
  const roomLeft = [...problem.tutorRoom];
  const edgesOf = Array.from({ length: problem.students }, (_, student) => problem.edges.filter((edge) => edge.student === student));
  let best = { pairCount: 0, totalScore: 0 };
  const explore = (student: number, pairCount: number, totalScore: number): void => {
    if (student === problem.students) {
      if (pairCount > best.pairCount || (pairCount === best.pairCount && totalScore > best.totalScore)) best = { pairCount, totalScore };
      return;
    }
    explore(student + 1, pairCount, totalScore);
    for (const { slot, score } of edgesOf[student]!) {
      const tutor = problem.slots[slot]!.tutor;
      if (slotTaken[slot] || roomLeft[tutor] === 0) continue;
      slotTaken[slot] = true;
      roomLeft[tutor]! -= 1;
      explore(student + 1, pairCount + 1, totalScore + score);
      slotTaken[slot] = false;
      roomLeft[tutor]! += 1;
    }
  };
  explore(0, 0, 0);
  return best;
}

const smallProblems: fc.Arbitrary<AssignmentProblem> = fc
  .record({ students: fc.integer({ min: 0, max: 5 }), slotCount: fc.integer({ min: 0, max: 4 }), tutors: fc.integer({ min: 1, max: 3 }) })
  .chain(({ students, slotCount, tutors }) =>
    fc.record({
      students: fc.constant(students),
      slots: fc.array(fc.record({ tutor: fc.integer({ min: 0, max: tutors - 1 }) }), { minLength: slotCount, maxLength: slotCount }),
      tutorRoom: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: tutors, maxLength: tutors }),
      edges:
        students === 0 || slotCount === 0
          ? fc.constant([])
          : fc.array(
              fc.record({
                student: fc.integer({ min: 0, max: students - 1 }),
                slot: fc.integer({ min: 0, max: slotCount - 1 }),
                score: fc.integer({ min: 0, max: 20 }),
              }),
              { maxLength: 14 },
            ),
    }),
  );

/** A small seeded generator (mulberry32), so the large case is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

describe('solveAssignment', () => {
  it('solves the empty problem with no pairs', () => {
    expect(solveAssignment({ students: 0, slots: [], tutorRoom: [], edges: [] })).toEqual({ pairs: [], totalScore: 0 });
  });

  it('gives a tutor with room for one and two slots a single student, the better one', () => {
    const problem: AssignmentProblem = {
      students: 2,
      slots: [{ tutor: 0 }, { tutor: 0 }],
      tutorRoom: [1],
      edges: [
        { student: 0, slot: 0, score: 4 },
        { student: 1, slot: 1, score: 9 },
      ],
    };
    expect(solveAssignment(problem)).toEqual({ pairs: [{ student: 1, slot: 1 }], totalScore: 9 });
  });

  it('places more students rather than keeping a high-score edge that blocks two others', () => {
    // Student 0 on slot 0 scores 100 but leaves student 1 (who only fits slot 0) and slot 1 empty.
    const problem: AssignmentProblem = {
      students: 2,
      slots: [{ tutor: 0 }, { tutor: 1 }],
      tutorRoom: [1, 1],
      edges: [
        { student: 0, slot: 0, score: 100 },
        { student: 0, slot: 1, score: 1 },
        { student: 1, slot: 0, score: 1 },
      ],
    };
    expect(solveAssignment(problem)).toEqual({
      pairs: [
        { student: 0, slot: 1 },
        { student: 1, slot: 0 },
      ],
      totalScore: 2,
    });
  });

  it('respects tutor room: two of three wanted slots for a room of two, none for a room of zero', () => {
    const problem: AssignmentProblem = {
      students: 4,
      slots: [{ tutor: 0 }, { tutor: 0 }, { tutor: 0 }, { tutor: 1 }],
      tutorRoom: [2, 0],
      edges: [
        { student: 0, slot: 0, score: 5 },
        { student: 1, slot: 1, score: 7 },
        { student: 2, slot: 2, score: 6 },
        { student: 3, slot: 3, score: 20 },
      ],
    };
    expect(solveAssignment(problem)).toEqual({
      pairs: [
        { student: 1, slot: 1 },
        { student: 2, slot: 2 },
      ],
      totalScore: 13,
    });
  });

  it('counts a repeated edge once, with its best score', () => {
    const problem: AssignmentProblem = {
      students: 1,
      slots: [{ tutor: 0 }],
      tutorRoom: [1],
      edges: [
        { student: 0, slot: 0, score: 3 },
        { student: 0, slot: 0, score: 8 },
      ],
    };
    expect(solveAssignment(problem)).toEqual({ pairs: [{ student: 0, slot: 0 }], totalScore: 8 });
  });

  it('refuses edges outside the problem, and scores that are not whole numbers >= 0 or too large to add up exactly', () => {
    const base: AssignmentProblem = { students: 1, slots: [{ tutor: 0 }], tutorRoom: [1], edges: [] };
    expect(() => solveAssignment({ ...base, edges: [{ student: 1, slot: 0, score: 1 }] })).toThrow(RangeError);
    expect(() => solveAssignment({ ...base, edges: [{ student: 0, slot: 1, score: 1 }] })).toThrow(RangeError);
    expect(() => solveAssignment({ ...base, edges: [{ student: 0, slot: 0, score: -1 }] })).toThrow(RangeError);
    expect(() => solveAssignment({ ...base, edges: [{ student: 0, slot: 0, score: 1.5 }] })).toThrow(RangeError);
    expect(() => solveAssignment({ ...base, edges: [{ student: 0, slot: 0, score: 2 ** 51 }] })).toThrow(RangeError);
    expect(() => solveAssignment({ ...base, slots: [{ tutor: 1 }] })).toThrow(RangeError);
    expect(() => solveAssignment({ ...base, tutorRoom: [-1] })).toThrow(RangeError);
  });

  it('matches an exhaustive search on small cohorts: as many pairs, then as high a score', () => {
    fc.assert(
      fc.property(smallProblems, (problem) => {
        const assignment = solveAssignment(problem);
        expectValid(problem, assignment);
        expect({ pairCount: assignment.pairs.length, totalScore: assignment.totalScore }).toEqual(bruteForce(problem));
        expect(solveAssignment(problem)).toEqual(assignment);
      }),
      { numRuns: 300 },
    );
  });

  it('assigns a whole cohort of 10,000 students to 2,000 tutors with 6 slots each', () => {
    const random = seededRandom(20_260_901);
    const pick = (count: number) => Math.floor(random() * count);
    const tutors = 2_000;
    const slotsPerTutor = 6;
    const problem: AssignmentProblem = {
      students: 10_000,
      slots: Array.from({ length: tutors * slotsPerTutor }, (_, slot) => ({ tutor: Math.floor(slot / slotsPerTutor) })),
      tutorRoom: Array.from({ length: tutors }, () => 1 + pick(3)),
      edges: Array.from({ length: 10_000 * 8 }, (_, edge) => ({ student: Math.floor(edge / 8), slot: pick(tutors * slotsPerTutor), score: pick(101) })),
    };
    const assignment = solveAssignment(problem);
    expectValid(problem, assignment);

    // No obvious improvement is left: no unplaced student has an edge to a free slot whose tutor still has room.
    const placed = new Set(assignment.pairs.map((pair) => pair.student));
    const usedSlots = new Set(assignment.pairs.map((pair) => pair.slot));
    const roomLeft = [...problem.tutorRoom];
    for (const { slot } of assignment.pairs) roomLeft[problem.slots[slot]!.tutor]! -= 1;
    const missedEdges = problem.edges.filter(({ student, slot }) => !placed.has(student) && !usedSlots.has(slot) && roomLeft[problem.slots[slot]!.tutor]! > 0);
    expect(missedEdges).toEqual([]);
    // About 4,000 places for 10,000 students with 8 candidate slots each: every place is taken.
    expect(roomLeft.every((room) => room === 0)).toBe(true);
    // A check of the answer at scale, not of its speed (the bench measures that): a busy machine may take a while.
  }, 120_000);
});
