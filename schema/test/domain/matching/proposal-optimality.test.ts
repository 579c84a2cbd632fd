import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canBeMatched,
  commonFreeSlots,
  proposeCohort,
  slotKey,
  type MatchStudent,
  type MatchTutor,
  unmetConstraints,
  type PairHistory,
} from '../../../src/domain/matching/index.ts';
import { exactOptimum } from './exact-assignment.ts';
import { BOTH, IN_PERSON, ONLINE, slot, student, tutor } from './people.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const NO_HISTORY: PairHistory = { dissociated: new Set(), active: new Set() };
/** 30 weekly slots: Monday to Friday, 14:00 to 19:00. */
const GRID = [1, 2, 3, 4, 5].flatMap((day) => ['14:00', '15:00', '16:00', '17:00', '18:00', '19:00'].map((time) => slot(day, time)));

/** A small random cohort from a seed: wide students (every slot of the grid), tutors of several slots, modes, types. */
function cohortOf(seed: number): { tutors: MatchTutor[]; students: MatchStudent[]; history: PairHistory } {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[integer(0, items.length - 1)]!;
  const some = <T>(items: readonly T[], count: number): T[] => [...items].sort(() => random() - 0.5).slice(0, count);
  const modes = () => pick([BOTH, BOTH, ONLINE, IN_PERSON]);
  const levels = ['level-6eme', 'level-5eme'];
  // Few slot times, so tutors overlap; many slots in all, so a wide student fits more than 20.
  const times = some(GRID, integer(10, 20));
  const tutors = Array.from({ length: integer(4, 12) }, (_, index) =>
    tutor(`t${index}`, {
      levels: random() < 0.3 ? [pick(levels)] : levels,
      availability: some(times, integer(1, 6)).map((own) => ({ ...own, taken: random() < 0.1 })),
      capacity: integer(1, 3),
      matchedStudents: random() < 0.2 ? ['someone'] : [],
      status: random() < 0.1 ? 'deactivated' : 'active',
      modes: modes(),
      establishments: random() < 0.5 ? ['school-1'] : [],
      sectors: random() < 0.5 ? ['sector-1'] : [],
      department: pick(['75', '93']),
      subject: pick(['both-subjects', 'scientific-and-first', undefined]),
    }),
  );
  const students = Array.from({ length: integer(1, 5) }, (_, index) =>
    student(`s${index}`, {
      level: pick(levels),
      availability: random() < 0.5 ? GRID : some(times, integer(1, 3)),
      modes: modes(),
      tutoringType: pick(['private', 'private', 'both', 'group', undefined]),
      establishments: random() < 0.5 ? ['school-1'] : [],
      sectors: random() < 0.5 ? ['sector-1'] : [],
      department: pick(['75', '93']),
      subject: pick(['literary-and-first', 'scientific-and-first', undefined]),
      waitingSince: new Date(NOW.getTime() - integer(0, 120) * 86_400_000).toISOString(),
    }),
  );
  const dissociated = new Set<string>();
  for (const who of students) if (random() < 0.15) dissociated.add(`${pick(tutors).id}:${who.id}`);
  return { tutors, students, history: { dissociated, active: new Set() } };
}

/**
 * The same cohort, placed: homes within 15 km of a centre (a few unplaced, of the centre's department or the next),
 * and a distance bound of 3 or 6 km, so that the in-person pairs go through the distance rule and its pre-filter.
 */
function placedCohortOf(seed: number): ReturnType<typeof cohortOf> {
  const { tutors, students, history } = cohortOf(seed);
  let state = (seed ^ 0x5bd1e995) >>> 0 || 1;
  const random = () => {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    state ^= state >>> 15;
    return state / 4_294_967_296;
  };
  const place = () =>
    random() < 0.1
      ? { home: undefined, homeDepartment: random() < 0.5 ? '69' : '01' }
      : {
          home: { lat: 45.76 + ((random() - 0.5) * 30) / 111.2, lon: 4.85 + ((random() - 0.5) * 30) / 77.7, precision: 'housenumber' as const },
          homeDepartment: '69',
        };
  const bound = random() < 0.5 ? 3 : 6;
  return {
    tutors: tutors.map((other) => ({ ...other, ...place() })),
    students: students.map((other) => ({ ...other, ...place(), maxDistanceKm: bound })),
    history,
  };
}

describe('the proposal is optimal for what it states', () => {
  it('keeps every slot: 21 tutors of one slot each, 20 of them the only tutor of another student, make 21 pairs', () => {
    const times = GRID.slice(0, 21);
    // The flexible student fits all 21 and prefers the first 20 (same establishment): a cut to its 20 best slots
    // would leave the 21st tutor unused, one student without a tutor, and call it "places taken".
    const tutors = times.map((own, index) => tutor(`t${index + 1}`, { availability: [own], establishments: index < 20 ? ['school-1'] : [] }));
    const students = [
      student('flexible', { availability: times, establishments: ['school-1'], waitingSince: '2026-06-01T00:00:00.000Z' }),
      ...times.slice(0, 20).map((own, index) => student(`only-${index + 1}`, { availability: [own] })),
    ];
    const proposal = proposeCohort(tutors, students, NO_HISTORY, NOW);
    expect(proposal.pairs).toHaveLength(21);
    expect(proposal.unmatched).toEqual([]);
    expect(proposal.pairs.find((pair) => pair.student.id === 'flexible')?.tutor.id).toBe('t21');
    expect(proposal.totalScore).toBe(proposal.pairs.reduce((sum, pair) => sum + pair.score, 0));
  });

  it('matches an exhaustive search on 300 random placed cohorts, with a distance bound: the pre-filter loses no pair', () => {
    let boundedOut = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { tutors, students, history } = placedCohortOf(seed);
        const proposal = proposeCohort(tutors, students, history, NOW);
        const exact = exactOptimum(tutors, students, history, NOW);
        expect({ pairs: proposal.pairs.length, totalScore: proposal.totalScore }).toEqual({ pairs: exact.pairs, totalScore: exact.totalScore });
        for (const pair of proposal.pairs) expect(canBeMatched(pair.tutor, pair.student, history)).toBe(true);
        for (const who of students) for (const other of tutors) if (unmetConstraints(other, who, history).join() === 'distance') boundedOut += 1;
      }),
      { numRuns: 300 },
    );
    // The bound alone keeps pairs apart: the rule (and its pre-filter) is at work in these cohorts.
    expect(boundedOut).toBeGreaterThan(50);
  }, 120_000);

  it('matches an exhaustive search on 300 random small cohorts: as many pairs, the same total, true reasons', () => {
    let wideStudents = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { tutors, students, history } = cohortOf(seed);
        const proposal = proposeCohort(tutors, students, history, NOW);
        // Weighing one slot per student at first (and none per slot) makes the solver add slots round after round;
        // weighing each slot's best student alone, or one of each, starts elsewhere: the same optimum every time.
        for (const first of [
          { firstSlotsPerStudent: 1, firstStudentsPerSlot: 0 },
          { firstSlotsPerStudent: 0, firstStudentsPerSlot: 1 },
          { firstSlotsPerStudent: 1, firstStudentsPerSlot: 1 },
        ]) {
          const other = proposeCohort(tutors, students, history, NOW, first);
          expect({ pairs: other.pairs.length, totalScore: other.totalScore }).toEqual({ pairs: proposal.pairs.length, totalScore: proposal.totalScore });
        }
        const exact = exactOptimum(tutors, students, history, NOW);
        expect({ pairs: proposal.pairs.length, totalScore: proposal.totalScore }).toEqual({ pairs: exact.pairs, totalScore: exact.totalScore });
        expect(proposal.pairs.reduce((sum, pair) => sum + pair.score, 0)).toBe(proposal.totalScore);
        // Every pair is allowed, on a slot both have free; no slot twice; no tutor beyond their room.
        const slotsUsed = new Set<string>();
        for (const pair of proposal.pairs) {
          expect(canBeMatched(pair.tutor, pair.student, history)).toBe(true);
          expect(commonFreeSlots(pair.tutor, pair.student).map(slotKey)).toContain(slotKey(pair.slot));
          const key = `${pair.tutor.id}|${slotKey(pair.slot)}`;
          expect(slotsUsed.has(key)).toBe(false);
          slotsUsed.add(key);
        }
        for (const who of tutors)
          expect(proposal.pairs.filter((pair) => pair.tutor.id === who.id).length).toBeLessThanOrEqual(who.capacity - who.matchedStudents.length);
        // The reasons given for those left out hold.
        const hasEdge = new Set(exact.edges.map((edge) => students[edge.student]!.id));
        for (const { student: who, reason } of proposal.unmatched) {
          if (reason === 'placesTaken') expect(hasEdge.has(who.id)).toBe(true);
          else expect(hasEdge.has(who.id)).toBe(false);
          expect(reason === 'groupTutoring').toBe(who.tutoringType === 'group');
          if (reason === 'mode')
            expect(
              tutors.some(
                (other) =>
                  other.status === 'active' &&
                  other.matchedStudents.length < other.capacity &&
                  other.levels.includes(who.level!) &&
                  commonFreeSlots(other, who).length > 0 &&
                  !other.modes.some((mode) => who.modes.includes(mode)),
              ),
            ).toBe(true);
          if (reason === 'noCommonSlot')
            expect(
              tutors.some(
                (other) =>
                  other.status === 'active' &&
                  other.matchedStudents.length < other.capacity &&
                  other.levels.includes(who.level!) &&
                  commonFreeSlots(other, who).length > 0,
              ),
            ).toBe(false);
        }
        if (
          students.some(
            (who) => tutors.filter((other) => canBeMatched(other, who, history)).reduce((sum, other) => sum + commonFreeSlots(other, who).length, 0) > 20,
          )
        )
          wideStudents += 1;
      }),
      { numRuns: 300 },
    );
    // The cohorts do hold students with more than 20 candidate slots, where the old cut lost pairs.
    expect(wideStudents).toBeGreaterThan(10);
  }, 120_000);
});
