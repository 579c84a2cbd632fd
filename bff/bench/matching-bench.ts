import { mkdtemp, rm } from 'node:fs/promises';
import { PROGRAM_IDS } from '@binome/schema';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  canBeMatched,
  proposeCohort,
  solveAssignment,
  studentProfileOf,
  tutorProfileOf,
  EMPTY_PAIR_HISTORY,
  slotKey,
  type AssignmentProblem,
} from '@binome/schema/matching';
import { createApp } from '../src/app.ts';
import { listen, signIn, timed } from './bench-server.ts';
import { readEnv } from '../src/env.ts';
import { silentLogger } from '../src/http/context.ts';
import { communicationPorts } from '../src/boot/communication-ports.ts';
import { prepareStore } from '../src/boot/open-store.ts';
import { setPassword } from '../src/auth/credentials.ts';
import { createEmbeddedStore } from '../src/store/embedded/nedb-store.ts';
import type { Store, StoredDocument } from '../src/store/store.ts';
import { generateCohort } from './generate-cohort.ts';
import { maximumPairs } from './exact-cardinality.ts';
import { profiled } from './cpu-profile.ts';
import { DEFAULT_MAX_DISTANCE_KM } from '../src/boot/reference-data.ts';

/**
 * `npm run bench` (matching): on a generated store of 10,000 waiting students and 2,000 tutors, all with placed
 * addresses and the modes and types they accept (generate-cohort.ts), the candidates of one tutor, the automatic
 * matching and the whole-cohort proposal, through the API; then the proposal's number of pairs against an exact
 * maximum on a smaller cohort, under the same hard rules (level, slot, mode, type, distance). With
 * `BENCH_PROFILE_DIR=<folder>`, each of the three measures leaves its CPU profile there (cpu-profile.ts). Targets (the matching issue): candidates p95 ≤ 50 ms,
 * automatic matching p95 ≤ 50 ms, proposal ≤ 1 s, and the same number of pairs as the exact solver.
 */
const PASSWORD = 'Bench-password-2026!';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'binome-matching-bench-'));
  const store = await createEmbeddedStore({ directory });
  try {
    await prepareStore(store);
    await addStaff(store);
    const cohort = generateCohort(2_000, 10_000);
    await store.collection('users').insertMany([...cohort.tutors, ...cohort.students]);
    // Nothing here saves an address, but should anything geocode, it asks the local stand-in, never the network.
    const env = readEnv({ LOG_LEVEL: 'silent', GEOCODER_URL: 'stand-in' });
    const app = createApp({ store, env, now: () => new Date(), log: silentLogger, ...communicationPorts(env, path.join(directory, 'outbox'), silentLogger) });
    const { url, close } = await listen(app.fetch);
    const cookie = await signIn(url, 'bench@example.org', PASSWORD);
    const activeTutors = cohort.tutors.filter((tutor) => tutor.status === 'active').map((tutor) => tutor._id);

    console.info('\n# Matching (2,000 tutors, 10,000 waiting students, embedded store, through the API)');
    console.info(describeCohort(cohort));
    const candidates = await profiled('candidates', () =>
      timed(ROUNDS, async (round) => {
        const response = await fetch(`${url}/v1/matching/candidates?mode=tutor&tutorId=${activeTutors[round % activeTutors.length]}`, { headers: { cookie } });
        if (!response.ok) throw new Error(`candidates: ${response.status}`);
        await response.arrayBuffer();
      }),
    );
    console.info(`Candidates of one tutor: p50 ${candidates.p50.toFixed(1)} ms, p95 ${candidates.p95.toFixed(1)} ms (target p95 ≤ 50 ms)`);

    const proposal = await profiled('proposal', () =>
      timed(5, async () => {
        const response = await fetch(`${url}/v1/matching/proposals`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
        if (!response.ok) throw new Error(`proposal: ${response.status}`);
        await response.arrayBuffer();
      }),
    );
    console.info(`Whole-cohort proposal (dry run): p50 ${proposal.p50.toFixed(0)} ms, max ${proposal.max.toFixed(0)} ms (target ≤ 1,000 ms)`);

    let matched = 0;
    let refused = 0;
    const automatic = await profiled('automatic', () =>
      timed(ROUNDS, async (round) => {
        const response = await fetch(`${url}/v1/matching/automatic`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ tutorId: activeTutors[(round * 7) % activeTutors.length] }),
        });
        if (response.status === 201) matched += 1;
        else if (response.status === 409) refused += 1;
        else throw new Error(`automatic: ${response.status} ${await response.text()}`);
        await response.arrayBuffer().catch(() => undefined);
      }),
    );
    console.info(
      `Automatic matching, one tutor after another: p50 ${automatic.p50.toFixed(1)} ms, p95 ${automatic.p95.toFixed(1)} ms (${matched} matched, ${refused} with nobody left for them; target p95 ≤ 50 ms)`,
    );
    await close();

    console.info('\n# The proposal against an exact maximum (1,000 students, 200 tutors)');
    const small = generateCohort(200, 1_000, 7);
    const tutors = small.tutors.map(tutorProfileOf);
    const bounds = new Map(Object.entries(DEFAULT_MAX_DISTANCE_KM));
    const students = small.students.map((document) => studentProfileOf(document, bounds));
    const proposed = proposeCohort(tutors, students, EMPTY_PAIR_HISTORY, new Date());
    const exact = maximumPairs(problemOf(tutors, students));
    console.info(`Pairs proposed: ${proposed.pairs.length}; exact maximum: ${exact}; ${proposed.pairs.length === exact ? 'equal' : 'DIFFERENT'}`);
    if (proposed.pairs.length !== exact) process.exitCode = 1;
  } finally {
    await store.close();
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Every student-slot pair allowed by the hard constraints, as the solver sees it (without the per-student cap): the
 * pair may be matched (canBeMatched, the rules written once) and the student offers that very slot.
 */
function problemOf(tutors: ReturnType<typeof tutorProfileOf>[], students: ReturnType<typeof studentProfileOf>[]): AssignmentProblem {
  const open = tutors.filter((tutor) => tutor.status === 'active');
  const slots: { tutor: number }[] = [];
  const edges: AssignmentProblem['edges'][number][] = [];
  open.forEach((tutor, tutorIndex) => {
    const fitting = students.map((student) => canBeMatched(tutor, student));
    for (const slot of tutor.availability) {
      const slotIndex = slots.push({ tutor: tutorIndex }) - 1;
      students.forEach((student, studentIndex) => {
        if (fitting[studentIndex] && student.availability.some((own) => slotKey(own) === slotKey(slot)))
          edges.push({ student: studentIndex, slot: slotIndex, score: 1 });
      });
    }
  });
  const problem = { students: students.length, slots, tutorRoom: open.map((tutor) => tutor.capacity), edges };
  // The solver on the same uncapped edges must agree too.
  if (solveAssignment(problem).pairs.length !== maximumPairs(problem)) throw new Error('The solver and the exact maximum disagree on the uncapped edges');
  return problem;
}

/** What the cohort holds of the rules' inputs, so that a figure is read with what it was measured on. */
function describeCohort(cohort: ReturnType<typeof generateCohort>): string {
  const share = (people: StoredDocument[], test: (person: StoredDocument) => boolean) => `${Math.round((100 * people.filter(test).length) / people.length)} %`;
  const modeOf = (person: StoredDocument) => {
    const preferences = (person.tutorPreferences ?? (person.studentPreferences as { assignment?: unknown })?.assignment) as { tutoringMode?: string };
    return preferences.tutoringMode;
  };
  const placed = (person: StoredDocument) => !!(person.address as { location?: unknown } | undefined)?.location;
  const everyone = [...cohort.tutors, ...cohort.students];
  return [
    `Tutors: ${share(cohort.tutors, (tutor) => modeOf(tutor) === 'online')} online only, ${share(cohort.tutors, (tutor) => modeOf(tutor) === 'in-person')} in person only.`,
    `Students: ${share(cohort.students, (student) => modeOf(student) === 'online')} online only, ${share(cohort.students, (student) => modeOf(student) === 'in-person')} in person only,`,
    `${share(cohort.students, (student) => (student.studentPreferences as { assignment: { tutoringType?: string } }).assignment.tutoringType === 'group')} group only.`,
    `Addresses placed: ${share(everyone, placed)}; in-person pairs bounded at ${DEFAULT_MAX_DISTANCE_KM[PROGRAM_IDS.homeClassesFaceToFace]} km.`,
  ].join(' ');
}

async function addStaff(store: Store) {
  const now = new Date().toISOString();
  await store.collection('users').insertMany([
    {
      _id: 'bench-admin',
      userId: 'bench-admin',
      userRole: 'super_administrator',
      status: 'active',
      contactDetails: { firstName: 'Banc', lastName: "D'essai", email: 'bench@example.org' },
      createdAt: now,
      updatedAt: now,
    },
    {
      _id: 'bench-vsc',
      userId: 'bench-vsc',
      userRole: 'vsc',
      status: 'active',
      contactDetails: { firstName: 'VSC', lastName: 'du banc', email: 'vsc.bench@example.org' },
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await setPassword(store, 'bench-admin', PASSWORD, new Date());
}

await main();
