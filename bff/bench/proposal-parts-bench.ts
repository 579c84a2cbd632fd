import {
  cohortEdges,
  proposeCohort,
  solveOverAllEdges,
  studentIsWaiting,
  studentProfileOf,
  tutorHasRoom,
  tutorIsActive,
  tutorProfileOf,
  wantsPrivatePair,
  EMPTY_PAIR_HISTORY,
  FIRST_SLOTS_PER_STUDENT,
  FIRST_STUDENTS_PER_SLOT,
} from '@binome/schema/matching';
import { generateCohort } from './generate-cohort.ts';
import { DEFAULT_MAX_DISTANCE_KM } from '../src/boot/reference-data.ts';

/**
 * The whole-cohort proposal's two parts, in one process, without the API around them: the scan of every candidate
 * slot (cohortEdges) and the solve over them (solveOverAllEdges), then the proposal as a whole, on matching-bench's
 * cohort of 10,000 students and 2,000 tutors. matching-bench measures the route; this says which part a change
 * moved, with less noise (no store, no HTTP). A fixed date, so that the waiting points, hence the total, are the
 * same on every run: 3,632 pairs, 329,270 points.
 *
 *   node ../node_modules/typescript7/bin/tsc -p tsconfig.bench.json && node bench/dist/bench/proposal-parts-bench.js
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const NOW = new Date('2026-11-28T12:00:00.000Z');

function main() {
  const cohort = generateCohort(2_000, 10_000);
  const bounds = new Map(Object.entries(DEFAULT_MAX_DISTANCE_KM));
  const tutors = cohort.tutors.map(tutorProfileOf);
  const students = cohort.students.map((document) => studentProfileOf(document, bounds));
  // What proposeCohort weighs: open tutors, students waiting for a private pair.
  const open = tutors.filter(tutorIsActive).filter(tutorHasRoom);
  const waiting = students.filter(studentIsWaiting).filter(wantsPrivatePair);
  const times = { scan: [] as number[], solve: [] as number[], whole: [] as number[] };
  let described = '';
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const edges = cohortEdges(open, waiting, EMPTY_PAIR_HISTORY, NOW);
    const scanned = performance.now();
    const solved = solveOverAllEdges(
      {
        students: waiting.length,
        slots: edges.slots.map(({ tutor }) => ({ tutor })),
        tutorRoom: open.map((tutor) => tutor.capacity - tutor.matchedStudents.length),
        studentStart: edges.studentStart,
        edgeSlot: edges.edgeSlot,
        edgeScore: edges.edgeScore,
      },
      { perStudent: FIRST_SLOTS_PER_STUDENT, perSlot: FIRST_STUDENTS_PER_SLOT },
    );
    const ended = performance.now();
    const proposal = proposeCohort(tutors, students, EMPTY_PAIR_HISTORY, NOW);
    times.scan.push(scanned - started);
    times.solve.push(ended - scanned);
    times.whole.push(performance.now() - ended);
    described =
      `${edges.studentStart[waiting.length]!.toLocaleString('en')} candidate slots, ${solved.edgesWeighed.toLocaleString('en')} weighed, ` +
      `${solved.rounds} solve(s); ${proposal.pairs.length.toLocaleString('en')} pairs, ${proposal.totalScore.toLocaleString('en')} points`;
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.info(`\n# The proposal's parts, in one process (${ROUNDS} rounds)`);
  console.info(described);
  console.info(`Scan: ${summary(times.scan)}; solve: ${summary(times.solve)}; whole proposal: ${summary(times.whole)}`);
}

main();
