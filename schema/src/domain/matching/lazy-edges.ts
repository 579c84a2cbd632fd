import { checkFlatProblem, solveFlatAssignment, type Assignment } from './solver.ts';
import { Scratch } from './scratch.ts';

/**
 * The whole-cohort assignment over every candidate slot, solved lazily and exactly. A busy program has millions of
 * student-slot edges; the flow over all of them takes tens of seconds, while the optimum almost always uses each
 * student's best few. So the solver first weighs each student's best few edges (and each slot's), then checks the answer
 * against every edge it left out, with the two conditions that make a flow a cheapest maximum flow:
 *
 * - no edge left out has a negative reduced cost under the solver's prices (`costCeiling − score + studentPrice −
 *   slotPrice < 0`): prices under which every residual arc costs ≥ 0 prove that no cycle lowers the cost, i.e. no
 *   exchange of slots raises the total score for the same number of pairs;
 * - no augmenting path runs from an unplaced student to a tutor with room through the full residual network (a
 *   breadth-first search): the number of pairs is the largest.
 *
 * Any edge that breaks either is added and the problem solved again; the edge set only grows, so this ends, at worst
 * with every edge. Only an answer both checks accept is returned: optimal over every edge, whatever was weighed.
 */
export interface AllEdges {
  students: number;
  slots: readonly { tutor: number }[];
  tutorRoom: readonly number[];
  /** The edges of student s are edgeSlot/edgeScore[studentStart[s] .. studentStart[s + 1] - 1]. */
  studentStart: ArrayLike<number>;
  edgeSlot: ArrayLike<number>;
  edgeScore: ArrayLike<number>;
}

export interface LazySolution extends Assignment {
  /** Solves run: 1 when the first edges were enough (the usual case). */
  rounds: number;
  edgesWeighed: number;
}

/**
 * What the first solve weighs: each student's `perStudent` best edges, and each slot's `perSlot` best (see
 * includeBestOfEachSlot for why both).
 */
export interface FirstEdges {
  perStudent: number;
  perSlot: number;
}

export function solveOverAllEdges(all: AllEdges, first: FirstEdges, scratch: Scratch = new Scratch()): LazySolution {
  const edgeCount = all.studentStart[all.students] ?? 0;
  const maxScore = checkedMaxScore(all, edgeCount);
  const included = new Uint8Array(edgeCount);
  const tally = new Int32Array(maxScore + 1);
  for (let student = 0; student < all.students; student += 1) includeBest(all, student, first.perStudent, included, tally);
  includeBestOfEachSlot(all, edgeCount, first.perSlot, included);
  const costCeiling = maxScore + 1;
  const slotTutor = Int32Array.from(all.slots, ({ tutor }) => tutor);
  const problem = { students: all.students, slotTutor, tutorRoom: all.tutorRoom };
  for (let rounds = 1; ; rounds += 1) {
    // The edges weighed, student by student in edge order (the order the solver's ties follow), in lent arrays.
    let weighed = 0;
    for (let edge = 0; edge < edgeCount; edge += 1) weighed += included[edge]!;
    const edgeStudent = scratch.int32('weighedStudent', weighed);
    const edgeSlot = scratch.int32('weighedSlot', weighed);
    const edgeScore = scratch.int32('weighedScore', weighed);
    let next = 0;
    for (let student = 0; student < all.students; student += 1) {
      for (let edge = all.studentStart[student]!; edge < all.studentStart[student + 1]!; edge += 1) {
        if (!included[edge]) continue;
        edgeStudent[next] = student;
        edgeSlot[next] = all.edgeSlot[edge]!;
        edgeScore[next] = all.edgeScore[edge]!;
        next += 1;
      }
    }
    const flat = { ...problem, edgeCount: weighed, edgeStudent, edgeSlot, edgeScore };
    checkFlatProblem(flat, costCeiling);
    const { assignment, potential, studentNode, slotNode } = solveFlatAssignment(flat, costCeiling, scratch);
    let added = 0;
    const firstSlotNode = slotNode(0);
    for (let student = 0; student < all.students; student += 1) {
      const studentPrice = potential[studentNode(student)]!;
      for (let edge = all.studentStart[student]!; edge < all.studentStart[student + 1]!; edge += 1) {
        if (included[edge]) continue;
        if (costCeiling - all.edgeScore[edge]! + studentPrice - potential[firstSlotNode + all.edgeSlot[edge]!]! < 0) {
          included[edge] = 1;
          added += 1;
        }
      }
    }
    // Both checks each round, so that one more solve serves every edge either found.
    for (const edge of augmentingPathEdges(all, assignment)) {
      if (included[edge]) continue;
      included[edge] = 1;
      added += 1;
    }
    if (added === 0) return { ...assignment, rounds, edgesWeighed: weighed };
  }
}

/** The best score, once every edge is checked: whole scores ≥ 0 (what the counting of includeBest and the solver need), slots that exist. */
function checkedMaxScore(all: AllEdges, edgeCount: number): number {
  let maxScore = 0;
  for (let edge = 0; edge < edgeCount; edge += 1) {
    const score = all.edgeScore[edge]!;
    if (!Number.isInteger(score) || score < 0) throw new RangeError(`edges[${edge}].score must be a whole number >= 0, got ${score}`);
    const slot = all.edgeSlot[edge]!;
    if (!Number.isInteger(slot) || slot < 0 || slot >= all.slots.length) throw new RangeError(`edges[${edge}].slot ${slot} is not a slot index`);
    if (score > maxScore) maxScore = score;
  }
  all.slots.forEach(({ tutor }, slot) => {
    if (!Number.isInteger(tutor) || tutor < 0 || tutor >= all.tutorRoom.length) throw new RangeError(`slots[${slot}].tutor ${tutor} is not a tutor index`);
  });
  all.tutorRoom.forEach((room, tutor) => {
    if (!Number.isInteger(room) || room < 0) throw new RangeError(`tutorRoom[${tutor}] must be a whole number >= 0, got ${room}`);
  });
  return maxScore;
}

/**
 * A student's `count` best edges, without sorting them all: scores are small whole numbers (0 to maxScore), so they
 * are counted in `tally` (maxScore + 1 long, reused from student to student, left at zero). The cutoff is the score
 * at which the best `count` are reached; every edge above it is taken, and at it the first ones in edge order.
 */
function includeBest(all: AllEdges, student: number, count: number, included: Uint8Array, tally: Int32Array): void {
  const start = all.studentStart[student]!;
  const end = all.studentStart[student + 1]!;
  if (end - start <= count) {
    included.fill(1, start, end);
    return;
  }
  for (let edge = start; edge < end; edge += 1) tally[all.edgeScore[edge]!]! += 1;
  let cutoff = tally.length - 1;
  let above = 0;
  while (above + tally[cutoff]! < count) above += tally[cutoff--]!;
  let atCutoff = count - above;
  for (let edge = start; edge < end; edge += 1) {
    const score = all.edgeScore[edge]!;
    tally[score] = 0;
    if (score > cutoff) included[edge] = 1;
    else if (score === cutoff && atCutoff > 0) {
      included[edge] = 1;
      atCutoff -= 1;
    }
  }
}

/**
 * Each slot's `count` best edges (the first ones in edge order among equal scores), added to the students' own. When
 * places are scarce (fewer than students, as in a busy program), a slot of a tutor of a rare level, or of an hour
 * few ask for, may be among nobody's best: weighed on the students' cut alone, the first solve leaves it empty, the
 * check finds the augmenting paths that use it and a whole second solve (and often a third, for the exchanges that
 * follow) is needed. The optimum fills such a slot with one of its best few students, so weighing those too makes
 * the first solve the last, as a rule. Kept as a short list per slot, best first, in one pass over the edges.
 */
function includeBestOfEachSlot(all: AllEdges, edgeCount: number, count: number, included: Uint8Array): void {
  if (count <= 0) return;
  const slotCount = all.slots.length;
  const keptEdge = new Int32Array(slotCount * count);
  const keptScore = new Int32Array(slotCount * count);
  const keptCount = new Int32Array(slotCount);
  for (let edge = 0; edge < edgeCount; edge += 1) {
    const slot = all.edgeSlot[edge]!;
    const score = all.edgeScore[edge]!;
    const base = slot * count;
    let position = keptCount[slot]!;
    // A full list only takes a strictly better edge, which pushes its last one out.
    if (position === count) {
      if (score <= keptScore[base + count - 1]!) continue;
      position -= 1;
    } else keptCount[slot] = position + 1;
    while (position > 0 && keptScore[base + position - 1]! < score) {
      keptScore[base + position] = keptScore[base + position - 1]!;
      keptEdge[base + position] = keptEdge[base + position - 1]!;
      position -= 1;
    }
    keptScore[base + position] = score;
    keptEdge[base + position] = edge;
  }
  for (let slot = 0; slot < slotCount; slot += 1) {
    for (let index = 0; index < keptCount[slot]!; index += 1) included[keptEdge[slot * count + index]!] = 1;
  }
}

/**
 * The edges of augmenting paths through the full residual network (one to each tutor with room the search reaches,
 * so one more solve can use them all), or none when the number of pairs is already the largest: from an unplaced student, along an unused edge to a slot; an unused slot leads to its tutor, a used
 * one back to its student; a tutor with room left is the end, a full one leads back to the slots it uses.
 */
function augmentingPathEdges(all: AllEdges, assignment: Assignment): number[] {
  const slotCount = all.slots.length;
  const tutorCount = all.tutorRoom.length;
  const slotOfStudent = new Int32Array(all.students).fill(-1);
  const studentOfSlot = new Int32Array(slotCount).fill(-1);
  const load = new Int32Array(tutorCount);
  const slotsOfTutor = new Int32Array(tutorCount);
  for (const { tutor } of all.slots) slotsOfTutor[tutor]! += 1;
  const usedSlotsOfTutor: number[][] = Array.from({ length: tutorCount }, () => []);
  for (const { student, slot } of assignment.pairs) {
    slotOfStudent[student] = slot;
    studentOfSlot[slot] = student;
    const tutor = all.slots[slot]!.tutor;
    load[tutor]! += 1;
    usedSlotsOfTutor[tutor]!.push(slot);
  }
  // How each node was reached: a slot by an edge (its index) or from its tutor (-1); a student from a used slot, or
  // from the source (-1); a tutor from a slot.
  const slotVia = new Int32Array(slotCount).fill(-2);
  const slotFromTutor = new Int32Array(slotCount).fill(-1);
  const studentVia = new Int32Array(all.students).fill(-2);
  const tutorVia = new Int32Array(tutorCount).fill(-2);
  const edgeStudent = (edge: number) => {
    let low = 0;
    let high = all.students - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (all.studentStart[middle]! <= edge) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  const queue: number[] = [];
  const found: number[] = [];
  const STUDENT = 0;
  const SLOT = 1;
  const TUTOR = 2;
  for (let student = 0; student < all.students; student += 1) {
    if (slotOfStudent[student] !== -1 || all.studentStart[student] === all.studentStart[student + 1]) continue;
    studentVia[student] = -1;
    queue.push(STUDENT, student);
  }
  for (let head = 0; head < queue.length; head += 2) {
    const kind = queue[head]!;
    const node = queue[head + 1]!;
    if (kind === STUDENT) {
      for (let edge = all.studentStart[node]!; edge < all.studentStart[node + 1]!; edge += 1) {
        const slot = all.edgeSlot[edge]!;
        if (slot === slotOfStudent[node] || slotVia[slot] !== -2) continue;
        slotVia[slot] = edge;
        queue.push(SLOT, slot);
      }
    } else if (kind === SLOT) {
      const user = studentOfSlot[node]!;
      if (user === -1) {
        const tutor = all.slots[node]!.tutor;
        if (tutorVia[tutor] !== -2) continue;
        tutorVia[tutor] = node;
        if (load[tutor]! < Math.min(all.tutorRoom[tutor]!, slotsOfTutor[tutor]!)) found.push(...pathTo(tutor));
        else queue.push(TUTOR, tutor);
      } else if (studentVia[user] === -2) {
        studentVia[user] = node;
        queue.push(STUDENT, user);
      }
    } else {
      for (const slot of usedSlotsOfTutor[node]!) {
        if (slotVia[slot] !== -2) continue;
        slotVia[slot] = -1;
        slotFromTutor[slot] = node;
        queue.push(SLOT, slot);
      }
    }
  }
  return found;

  function pathTo(tutor: number): number[] {
    const edges: number[] = [];
    let slot = tutorVia[tutor]!;
    for (;;) {
      const via = slotVia[slot]!;
      if (via === -1) {
        slot = tutorVia[slotFromTutor[slot]!]!;
        continue;
      }
      edges.push(via);
      const student = edgeStudent(via);
      const from = studentVia[student]!;
      if (from === -1) return edges;
      slot = from;
    }
  }
}
