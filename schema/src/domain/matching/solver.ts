import { Scratch } from './scratch.ts';

/**
 * Whole-cohort assignment of students to tutor availability slots, as a min-cost maximum flow:
 *
 *   source → student (capacity 1) → slot (1, cost BIG − score) → tutor (1 per slot) → sink (tutor room)
 *
 * BIG is one more than the best score, so no arc cost is negative: the potentials start at zero, with no
 * Bellman-Ford pass. Successive shortest paths give, for every flow value, the cheapest flow of that value; the flow
 * is pushed to its maximum, so the result has the largest number of pairs and, among those, the highest score.
 *
 * Why successive shortest paths and not a Hungarian method on a cost matrix: the graph is sparse (a student has a
 * handful of candidate slots, a matrix would be 10,000 × 12,000), and Dijkstra with Johnson potentials over
 * adjacency arrays only walks the real edges. Two refinements keep it fast: each Dijkstra is followed by augmentations
 * along every path of zero reduced cost (the primal-dual variant), so one search serves all the augmenting paths of
 * the same cost; and each search starts from whichever end of the network has fewer open places. At 10,000 students ×
 * 2,000 tutors × 6 slots it runs well under a second. The number of searches grows with the spread of the scores, so
 * scores are best kept to a modest range (say 0..100).
 */

export interface AssignmentProblem {
  /** Number of students, indexed 0..students-1. */
  students: number;
  /** Each tutor slot belongs to a tutor (index into tutorRoom). A slot takes at most one student. */
  slots: readonly { tutor: number }[];
  /** How many more students each tutor can take (>= 0). */
  tutorRoom: readonly number[];
  /** Allowed student-slot edges with an integer score >= 0 (higher is better). A student appears on several edges. */
  edges: readonly { student: number; slot: number; score: number }[];
}

export interface Assignment {
  pairs: { student: number; slot: number }[];
  totalScore: number;
}

/**
 * Maximum number of pairs first, then maximum total score among those; a student gets at most one slot; a tutor at
 * most tutorRoom of his slots; at most one student per tutor, i.e. a tutor never gets the same student twice
 * (trivially true since a student gets one slot). Pairs come sorted by student; the same problem always gives the
 * same pairs. When an edge is repeated, its best score counts.
 */
export function solveAssignment(problem: AssignmentProblem): Assignment {
  return solveAssignmentWithPrices(problem).assignment;
}

/**
 * The assignment and the prices that prove it optimal (the flow's node potentials): an edge left out of the problem
 * can improve the answer only if its reduced cost `cost + studentPrice − slotPrice` is negative, where its cost is
 * `costCeiling − score` (see lazy-edges.ts, which uses them to solve over edges it did not weigh at first).
 */
export interface PricedAssignment {
  assignment: Assignment;
  costCeiling: number;
  studentPrice(student: number): number;
  slotPrice(slot: number): number;
}

export function solveAssignmentWithPrices(problem: AssignmentProblem & { costCeiling?: number }): PricedAssignment {
  checkProblem(problem);
  const costCeiling = problem.costCeiling ?? problem.edges.reduce((best, edge) => Math.max(best, edge.score), 0) + 1;
  const solved = solveFlatAssignment(flatProblemOf(problem), costCeiling);
  return {
    assignment: solved.assignment,
    costCeiling,
    studentPrice: (student) => solved.potential[solved.studentNode(student)]!,
    slotPrice: (slot) => solved.potential[solved.slotNode(slot)]!,
  };
}

/**
 * The problem as the solver works on it, in flat arrays: edge k joins student edgeStudent[k] to slot edgeSlot[k]
 * with score edgeScore[k]; slot s belongs to tutor slotTutor[s]. The lazy proposal (lazy-edges.ts) hands its edges
 * over this way, without an object per edge.
 */
export interface FlatAssignmentProblem {
  students: number;
  slotTutor: ArrayLike<number>;
  tutorRoom: ArrayLike<number>;
  edgeCount: number;
  edgeStudent: ArrayLike<number>;
  edgeSlot: ArrayLike<number>;
  edgeScore: ArrayLike<number>;
}

/** The flat solve's answer: the assignment, and the node potentials that prove it optimal (see PricedAssignment). */
export interface FlatSolution {
  assignment: Assignment;
  potential: Float64Array;
  studentNode(student: number): number;
  slotNode(slot: number): number;
}

function flatProblemOf({ students, slots, tutorRoom, edges }: AssignmentProblem): FlatAssignmentProblem {
  return {
    students,
    slotTutor: slots.map(({ tutor }) => tutor),
    tutorRoom,
    edgeCount: edges.length,
    edgeStudent: edges.map(({ student }) => student),
    edgeSlot: edges.map(({ slot }) => slot),
    edgeScore: edges.map(({ score }) => score),
  };
}

/**
 * The solve itself, for a problem already checked (checkProblem, or checkFlatProblem): `scratch` lends the network's
 * arrays, so that solving again over nearly the same edges touches no fresh memory (scratch.ts).
 */
export function solveFlatAssignment(problem: FlatAssignmentProblem, costCeiling: number, scratch: Scratch = new Scratch()): FlatSolution {
  const network = buildNetwork(problem, costCeiling, scratch);
  const potential = pushCheapestMaximumFlow(network, scratch);
  return {
    assignment: readAssignment(problem, network),
    potential,
    studentNode: (student) => 1 + student,
    slotNode: (slot) => 1 + problem.students + slot,
  };
}

/** checkProblem's rules, for flat edges (their slot and tutor indices are the caller's own, and checked there). */
export function checkFlatProblem(problem: FlatAssignmentProblem, costCeiling: number): void {
  for (let edge = 0; edge < problem.edgeCount; edge += 1) {
    const score = problem.edgeScore[edge]!;
    if (!Number.isInteger(score) || score < 0) throw new RangeError(`edges[${edge}].score must be a whole number >= 0, got ${score}`);
  }
  const nodeCount = problem.students + problem.slotTutor.length + problem.tutorRoom.length + 2;
  if (2 * nodeCount * costCeiling > Number.MAX_SAFE_INTEGER) throw new RangeError(`scores up to ${costCeiling - 1} are too large to add up exactly`);
}

function checkProblem({ students, slots, tutorRoom, edges }: AssignmentProblem): void {
  const isIndex = (value: number, count: number) => Number.isInteger(value) && value >= 0 && value < count;
  if (!Number.isInteger(students) || students < 0) throw new RangeError(`students must be a whole number >= 0, got ${students}`);
  tutorRoom.forEach((room, tutor) => {
    if (!Number.isInteger(room) || room < 0) throw new RangeError(`tutorRoom[${tutor}] must be a whole number >= 0, got ${room}`);
  });
  slots.forEach(({ tutor }, slot) => {
    if (!isIndex(tutor, tutorRoom.length)) throw new RangeError(`slots[${slot}].tutor ${tutor} is not a tutor index`);
  });
  edges.forEach(({ student, slot, score }, edge) => {
    if (!isIndex(student, students)) throw new RangeError(`edges[${edge}].student ${student} is not a student index`);
    if (!isIndex(slot, slots.length)) throw new RangeError(`edges[${edge}].slot ${slot} is not a slot index`);
    if (!Number.isInteger(score) || score < 0) throw new RangeError(`edges[${edge}].score must be a whole number >= 0, got ${score}`);
  });
  // Reduced costs are compared to zero exactly: every distance (at most a path of all nodes at cost BIG each) must
  // stay an integer a double holds exactly.
  const nodeCount = students + slots.length + tutorRoom.length + 2;
  const maxScore = edges.reduce((best, edge) => Math.max(best, edge.score), 0);
  if (2 * nodeCount * (maxScore + 1) > Number.MAX_SAFE_INTEGER) throw new RangeError(`scores up to ${maxScore} are too large to add up exactly`);
}

/**
 * The residual network in flat typed arrays, each arc stored with the arcs of its tail: the arcs leaving node v are
 * firstOut[v] up to firstOut[v + 1] - 1, so a search reads each node's arcs from consecutive places of every array
 * (through a list of arc numbers, it read them from all over memory: most of a search's time went to those reads).
 * An arc's residual twin is twin[arc]; twinCapacity[arc] is the twin's capacity, kept beside the arc's own so that a
 * search walking arcs backwards (from the sink) also reads consecutive places. Edge k's forward arc is edgeArc[k].
 */
interface Network {
  nodeCount: number;
  source: number;
  sink: number;
  arcHead: Int32Array;
  arcCapacity: Int32Array;
  arcCost: Float64Array;
  firstOut: Int32Array;
  twin: Int32Array;
  twinCapacity: Int32Array;
  edgeArc: Int32Array;
}

function buildNetwork(
  { students, slotTutor, tutorRoom, edgeCount, edgeStudent, edgeSlot, edgeScore }: FlatAssignmentProblem,
  big: number,
  scratch: Scratch,
): Network {
  const slotCount = slotTutor.length;
  const tutorCount = tutorRoom.length;
  const source = 0;
  const firstSlotNode = 1 + students;
  const firstTutorNode = 1 + students + slotCount;
  const sink = 1 + students + slotCount + tutorCount;
  const nodeCount = sink + 1;

  const arcTotal = 2 * (edgeCount + students + slotCount + tutorCount);
  const arcTail = scratch.int32('arcTail', arcTotal);
  const arcHead = scratch.int32('arcHead', arcTotal);
  const arcCapacity = scratch.int32('arcCapacity', arcTotal);
  const arcCost = scratch.float64('arcCost', arcTotal);
  let arcCount = 0;
  const addArc = (tail: number, head: number, capacity: number, cost: number) => {
    arcTail[arcCount] = tail;
    arcHead[arcCount] = head;
    arcCapacity[arcCount] = capacity;
    arcCost[arcCount] = cost;
    arcTail[arcCount + 1] = head;
    arcHead[arcCount + 1] = tail;
    arcCost[arcCount + 1] = -cost;
    arcCount += 2;
  };

  for (let edge = 0; edge < edgeCount; edge += 1) addArc(1 + edgeStudent[edge]!, firstSlotNode + edgeSlot[edge]!, 1, big - edgeScore[edge]!);
  for (let student = 0; student < students; student += 1) addArc(source, 1 + student, 1, 0);
  const slotsOfTutor = scratch.int32('slotsOfTutor', tutorCount);
  for (let slot = 0; slot < slotCount; slot += 1) {
    addArc(firstSlotNode + slot, firstTutorNode + slotTutor[slot]!, 1, 0);
    slotsOfTutor[slotTutor[slot]!]! += 1;
  }
  // A tutor cannot take more students than he has slots; capping there also keeps the capacity a 32-bit integer.
  for (let tutor = 0; tutor < tutorCount; tutor += 1) addArc(firstTutorNode + tutor, sink, Math.min(tutorRoom[tutor]!, slotsOfTutor[tutor]!), 0);

  // Each arc moves to its place among its tail's arcs, in the order they were made (the order the search's ties follow).
  const firstOut = scratch.int32('firstOut', nodeCount + 1);
  for (let arc = 0; arc < arcTotal; arc += 1) firstOut[arcTail[arc]! + 1]! += 1;
  for (let node = 0; node < nodeCount; node += 1) firstOut[node + 1]! += firstOut[node]!;
  const placeOf = scratch.int32('placeOf', arcTotal);
  const filled = scratch.int32('filled', nodeCount);
  filled.set(firstOut.subarray(0, nodeCount));
  for (let arc = 0; arc < arcTotal; arc += 1) placeOf[arc] = filled[arcTail[arc]!]!++;
  const placedHead = scratch.int32('placedHead', arcTotal);
  const placedCapacity = scratch.int32('placedCapacity', arcTotal);
  const placedCost = scratch.float64('placedCost', arcTotal);
  const twin = scratch.int32('twin', arcTotal);
  const twinCapacity = scratch.int32('twinCapacity', arcTotal);
  for (let arc = 0; arc < arcTotal; arc += 1) {
    const place = placeOf[arc]!;
    placedHead[place] = arcHead[arc]!;
    placedCapacity[place] = arcCapacity[arc]!;
    placedCost[place] = arcCost[arc]!;
    twin[place] = placeOf[arc ^ 1]!;
    twinCapacity[place] = arcCapacity[arc ^ 1]!;
  }
  const edgeArc = scratch.int32('edgeArc', edgeCount);
  for (let edge = 0; edge < edgeCount; edge += 1) edgeArc[edge] = placeOf[2 * edge]!;

  return { nodeCount, source, sink, arcHead: placedHead, arcCapacity: placedCapacity, arcCost: placedCost, firstOut, twin, twinCapacity, edgeArc };
}

function pushCheapestMaximumFlow(network: Network, scratch: Scratch): Float64Array {
  // The potentials outlive the solve (they are its proof): their own array, not a lent one.
  const potential = new Float64Array(network.nodeCount);
  const search = shortestPathSearch(network, potential, scratch);
  const augment = tightArcAugmenter(network, potential, scratch);
  for (;;) {
    const direction = cheaperDirection(network);
    if (!search(direction)) return potential;
    augment(direction);
  }
}

/**
 * FROM_SOURCE walks residual arcs forwards from the source; FROM_SINK walks them backwards from the sink. An arc taken
 * from a node's own list is `arc`; the residual arc actually walked is `arc` itself, or its twin that points into the
 * node (whose capacity is twinCapacity[arc]), and its reduced cost is `direction ? -1 : 1` times that of `arc`.
 */
const FROM_SOURCE = 0;
const FROM_SINK = 1;
type Direction = typeof FROM_SOURCE | typeof FROM_SINK;

/**
 * Both directions find the same shortest augmenting paths, but each first walks through everything close to where
 * it starts: every unplaced student from the source, every tutor with room left from the sink. When places are
 * scarce, thousands of students stay unplaced to the end and the sink side is several times cheaper.
 */
function cheaperDirection({ source, sink, arcCapacity, twinCapacity, firstOut }: Network): Direction {
  let unplacedStudents = 0;
  for (let arc = firstOut[source]!; arc < firstOut[source + 1]!; arc += 1) if (arcCapacity[arc]! > 0) unplacedStudents += 1;
  let tutorsWithRoom = 0;
  for (let arc = firstOut[sink]!; arc < firstOut[sink + 1]!; arc += 1) if (twinCapacity[arc]! > 0) tutorsWithRoom += 1;
  return tutorsWithRoom < unplacedStudents ? FROM_SINK : FROM_SOURCE;
}

/**
 * Dijkstra on reduced costs (cost + potential[tail] − potential[head], never negative), stopped as soon as the other
 * end is settled. Each node's potential then moves by its distance, capped at the other end's: reduced costs stay
 * non-negative and the shortest augmenting paths become exactly the paths of zero reduced cost. Answers false when the
 * other end is out of reach, i.e. the flow is maximum.
 */
function shortestPathSearch(network: Network, potential: Float64Array, scratch: Scratch): (direction: Direction) => boolean {
  const { nodeCount, source, sink, arcHead, arcCapacity, twinCapacity, arcCost, firstOut } = network;
  const distance = scratch.float64('distance', nodeCount);
  const settled = scratch.uint8('settled', nodeCount);
  // Each arc is relaxed at most once per search, so the heap never holds more than arcs + 1 entries.
  const queue = new MinHeap(scratch.float64('heapKeys', arcHead.length + 1), scratch.int32('heapNodes', arcHead.length + 1));
  return (direction) => {
    const start = direction === FROM_SINK ? sink : source;
    const goal = direction === FROM_SINK ? source : sink;
    const sign = direction === FROM_SINK ? -1 : 1;
    const walkable = direction === FROM_SINK ? twinCapacity : arcCapacity;
    distance.fill(Infinity);
    settled.fill(0);
    queue.clear();
    distance[start] = 0;
    queue.push(0, start);
    while (!queue.isEmpty()) {
      const reached = queue.peekKey();
      const node = queue.pop();
      if (settled[node] || reached > distance[node]!) continue;
      settled[node] = 1;
      if (node === goal) break;
      const nodePotential = potential[node]!;
      for (let arc = firstOut[node]!; arc < firstOut[node + 1]!; arc += 1) {
        if (walkable[arc] === 0) continue;
        const next = arcHead[arc]!;
        if (settled[next]) continue;
        const through = reached + sign * (arcCost[arc]! + nodePotential - potential[next]!);
        if (through < distance[next]!) {
          distance[next] = through;
          queue.push(through, next);
        }
      }
    }
    if (!settled[goal]) return false;
    const goalDistance = distance[goal]!;
    for (let node = 0; node < nodeCount; node += 1) potential[node]! += sign * (settled[node] ? distance[node]! : goalDistance);
    return true;
  };
}

/**
 * Pushes flow through the arcs of zero reduced cost: every such path is a shortest augmenting path, so one Dijkstra
 * serves many. A depth-first pass augments every path it meets (at least one: its first search is a plain depth-first
 * search of the tight arcs, and the Dijkstra before it made a path of them). Student arcs carry one unit, hence one
 * unit per path.
 *
 * Within a pass a node is closed while it is on the current path (zero-cost cycles exist in the residual network) and
 * for good once a search from it has failed; a node on a path that reached the goal is open again, and resumes at the
 * arc it left by (its current arc, as in Dinic's blocking flow). Without that, a tutor with room for three would take
 * one student per pass, and a phase would need as many passes as the largest room. A node's current arc only moves
 * past arcs that cannot be used then; an arc passed over may become usable after a later augmentation: the next
 * Dijkstra finds such a path at distance zero.
 */
function tightArcAugmenter(network: Network, potential: Float64Array, scratch: Scratch): (direction: Direction) => void {
  const { nodeCount, source, sink, arcHead, arcCapacity, twinCapacity, arcCost, firstOut, twin } = network;
  const closedInPass = scratch.int32('closedInPass', nodeCount);
  const seenInPass = scratch.int32('seenInPass', nodeCount);
  const nextArc = scratch.int32('nextArc', nodeCount);
  const path = scratch.int32('path', nodeCount);
  let pass = 0;

  // Without recursion: augmenting paths can alternate through thousands of nodes.
  const augmentInOnePass = (direction: Direction): number => {
    const start = direction === FROM_SINK ? sink : source;
    const goal = direction === FROM_SINK ? source : sink;
    const walkable = direction === FROM_SINK ? twinCapacity : arcCapacity;
    pass += 1;
    let augmented = 0;
    let node = start;
    let depth = 0;
    closedInPass[start] = pass;
    seenInPass[start] = pass;
    nextArc[start] = firstOut[start]!;
    for (;;) {
      if (node === goal) {
        for (let step = 0; step < depth; step += 1) {
          // The residual arc walked loses a unit, its twin gains one; each capacity is also held as its twin's.
          const walked = direction === FROM_SINK ? twin[path[step]!]! : path[step]!;
          const reverse = twin[walked]!;
          arcCapacity[walked]! -= 1;
          twinCapacity[reverse]! -= 1;
          arcCapacity[reverse]! += 1;
          twinCapacity[walked]! += 1;
          // Off the path now: open again (the start stays closed, it is never re-entered).
          closedInPass[arcHead[path[step]!]!] = 0;
        }
        augmented += 1;
        node = start;
        depth = 0;
        continue;
      }
      let advanced = false;
      const nodePotential = potential[node]!;
      for (const end = firstOut[node + 1]!; nextArc[node]! < end; nextArc[node]! += 1) {
        const arc = nextArc[node]!;
        const next = arcHead[arc]!;
        if (closedInPass[next] === pass || walkable[arc] === 0 || arcCost[arc]! + nodePotential !== potential[next]!) continue;
        // The goal stays open: every path ends there.
        if (next !== goal) closedInPass[next] = pass;
        if (seenInPass[next] !== pass) {
          seenInPass[next] = pass;
          nextArc[next] = firstOut[next]!;
        }
        path[depth++] = arc;
        node = next;
        advanced = true;
        break;
      }
      if (advanced) continue;
      if (node === start) return augmented;
      // A dead end: step back to the arc's tail and try its next arc.
      node = arcHead[twin[path[--depth]!]!]!;
      nextArc[node]! += 1;
    }
  };

  // One pass per search, not passes until one finds nothing. Every path a pass augments has zero reduced cost, i.e.
  // is a shortest augmenting path, so the potentials still prove the flow cheapest for its value whatever a pass
  // leaves out; a path it missed is found by the next search at distance zero. The pass that proved a phase over
  // walked the whole tight network to find nothing; the next search, which is needed anyway, does that proving.
  return (direction) => {
    augmentInOnePass(direction);
  };
}

function readAssignment({ edgeCount, edgeStudent, edgeSlot, edgeScore }: FlatAssignmentProblem, { arcCapacity, edgeArc }: Network): Assignment {
  const pairs: Assignment['pairs'] = [];
  let totalScore = 0;
  for (let edge = 0; edge < edgeCount; edge += 1) {
    // A unit of flow through the edge's forward arc used up its only unit of capacity.
    if (arcCapacity[edgeArc[edge]!] === 0) {
      pairs.push({ student: edgeStudent[edge]!, slot: edgeSlot[edge]! });
      totalScore += edgeScore[edge]!;
    }
  }
  return { pairs: pairs.sort((a, b) => a.student - b.student), totalScore };
}

/** A binary min-heap of (key, node) entries in typed arrays; stale entries are skipped by the caller. */
class MinHeap {
  private size = 0;

  constructor(
    private readonly keys: Float64Array,
    private readonly nodes: Int32Array,
  ) {}

  clear(): void {
    this.size = 0;
  }

  isEmpty(): boolean {
    return this.size === 0;
  }

  peekKey(): number {
    return this.keys[0]!;
  }

  push(key: number, node: number): void {
    let index = this.size++;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[index] = this.keys[parent]!;
      this.nodes[index] = this.nodes[parent]!;
      index = parent;
    }
    this.keys[index] = key;
    this.nodes[index] = node;
  }

  pop(): number {
    const top = this.nodes[0]!;
    const lastKey = this.keys[--this.size]!;
    const lastNode = this.nodes[this.size]!;
    let index = 0;
    for (;;) {
      let child = 2 * index + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1]! < this.keys[child]!) child += 1;
      if (this.keys[child]! >= lastKey) break;
      this.keys[index] = this.keys[child]!;
      this.nodes[index] = this.nodes[child]!;
      index = child;
    }
    this.keys[index] = lastKey;
    this.nodes[index] = lastNode;
    return top;
  }
}
