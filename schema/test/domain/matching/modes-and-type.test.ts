import { describe, expect, it } from 'vitest';
import {
  acceptedModes,
  canBeMatched,
  ExclusionCounter,
  exclusionMessageKey,
  modeOfPair,
  nearMissRule,
  pickAutomaticMatch,
  placeOfPair,
  proposeCohort,
  scoreCandidate,
  studentProfileOf,
  tutorProfileOf,
  unmetConstraints,
  EMPTY_PAIR_HISTORY,
} from '../../../src/domain/matching/index.ts';
import { BOTH, IN_PERSON, ONLINE, student, tutor } from './people.ts';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describe('the tutoring mode, a hard rule', () => {
  it('reads online, in person, or both (unset or anything else)', () => {
    expect(acceptedModes('online')).toEqual(['online']);
    expect(acceptedModes('in-person')).toEqual(['in-person']);
    expect(acceptedModes('both')).toEqual(['online', 'in-person']);
    expect(acceptedModes(undefined)).toEqual(['online', 'in-person']);
    expect(tutorProfileOf({ _id: 't', tutorPreferences: { tutoringMode: 'online' } }).modes).toEqual(['online']);
    expect(studentProfileOf({ _id: 's', studentPreferences: { assignment: { tutoringMode: 'in-person', tutoringType: 'group' } } })).toMatchObject({
      modes: ['in-person'],
      tutoringType: 'group',
    });
  });

  it('never pairs an online-only tutor with an in-person-only family, nor the reverse; both meets both', () => {
    expect(unmetConstraints(tutor('t', { modes: ONLINE }), student('s', { modes: IN_PERSON }))).toEqual(['mode']);
    expect(unmetConstraints(tutor('t', { modes: IN_PERSON }), student('s', { modes: ONLINE }))).toEqual(['mode']);
    for (const [tutorModes, studentModes] of [
      [ONLINE, ONLINE],
      [IN_PERSON, IN_PERSON],
      [BOTH, ONLINE],
      [BOTH, IN_PERSON],
      [ONLINE, BOTH],
      [IN_PERSON, BOTH],
      [BOTH, BOTH],
    ] as const) {
      expect(canBeMatched(tutor('t', { modes: tutorModes }), student('s', { modes: studentModes }))).toBe(true);
    }
  });

  it('names the mode among the reasons, and gives it to the pair', () => {
    const reasonOf = (tutorModes: typeof BOTH, studentModes: typeof BOTH) =>
      scoreCandidate(tutor('t', { modes: tutorModes }), student('s', { modes: studentModes }), NOW).reasons.find((reason) => reason.code === 'mode');
    expect(reasonOf(BOTH, IN_PERSON)).toEqual({ code: 'mode', points: 0, mode: 'in-person' });
    expect(reasonOf(ONLINE, BOTH)).toEqual({ code: 'mode', points: 0, mode: 'online' });
    expect(reasonOf(BOTH, BOTH)).toEqual({ code: 'mode', points: 0, mode: 'both' });
    expect(modeOfPair(tutor('t', { modes: BOTH }), student('s', { modes: IN_PERSON }))).toBe('in-person');
    // Both open: nothing decided for them, unless staff choose.
    expect(modeOfPair(tutor('t'), student('s'))).toBeUndefined();
    expect(modeOfPair(tutor('t'), student('s'), 'online')).toBe('online');
    expect(modeOfPair(tutor('t', { modes: IN_PERSON }), student('s'), 'online')).toBe('in-person');
  });

  it('meets in person at the shared establishment, else at the student home; online has no place', () => {
    expect(placeOfPair(tutor('t', { establishments: ['school-1'] }), student('s', { establishments: ['school-1'] }), 'in-person')).toEqual({
      placeType: 'school',
      establishmentId: 'school-1',
    });
    expect(placeOfPair(tutor('t', { establishments: ['school-2'] }), student('s', { establishments: ['school-1'] }), 'in-person')).toEqual({
      placeType: 'home',
    });
    expect(placeOfPair(tutor('t'), student('s'), 'online')).toBeUndefined();
  });
});

describe('the tutoring type, a hard rule', () => {
  it('offers a group-tutoring student no private pair; private, both or unset are offered one', () => {
    expect(unmetConstraints(tutor('t'), student('s', { tutoringType: 'group' }))).toEqual(['groupTutoring']);
    for (const tutoringType of ['private', 'both', undefined]) expect(canBeMatched(tutor('t'), student('s', { tutoringType }))).toBe(true);
  });

  it('is never picked by the automatic matching, even when they waited longest', () => {
    const pick = pickAutomaticMatch(
      tutor('t'),
      [student('group', { tutoringType: 'group', waitingSince: '2026-01-01T00:00:00.000Z' }), student('private')],
      EMPTY_PAIR_HISTORY,
    );
    expect(pick.ok && pick.student.id).toBe('private');
    expect(pickAutomaticMatch(tutor('t'), [student('group', { tutoringType: 'group' })], EMPTY_PAIR_HISTORY)).toEqual({
      ok: false,
      refusal: 'noStudentForSlot',
    });
  });

  it('is left out of the proposal, with that reason', () => {
    const proposal = proposeCohort([tutor('t')], [student('group', { tutoringType: 'group' })], EMPTY_PAIR_HISTORY, NOW);
    expect(proposal.pairs).toEqual([]);
    expect(proposal.unmatched.map(({ student: who, reason }) => `${who.id}:${reason}`)).toEqual(['group:groupTutoring']);
  });
});

describe('the proposal and the mode', () => {
  it('pairs nobody across modes and says the mode kept them apart', () => {
    const proposal = proposeCohort([tutor('online', { modes: ONLINE })], [student('home', { modes: IN_PERSON }), student('any')], EMPTY_PAIR_HISTORY, NOW);
    expect(proposal.pairs.map((pair) => `${pair.student.id}→${pair.tutor.id}`)).toEqual(['any→online']);
    expect(proposal.unmatched.map(({ student: who, reason }) => `${who.id}:${reason}`)).toEqual(['home:mode']);
  });
});

describe('what kept out the nearest candidates', () => {
  it('counts people failing one fit rule alone, each once, by rule and only mode', () => {
    expect(nearMissRule(['mode'])).toBe('mode');
    expect(nearMissRule(['groupTutoring'])).toBe('groupTutoring');
    expect(nearMissRule(['mode', 'level'])).toBeUndefined();
    expect(nearMissRule(['level'])).toBeUndefined();
    expect(nearMissRule([])).toBeUndefined();
    const counter = new ExclusionCounter('student');
    const online = tutor('t', { modes: ONLINE });
    counter.add('mode', online, student('a', { modes: IN_PERSON }));
    counter.add('mode', online, student('a', { modes: IN_PERSON }));
    counter.add('mode', online, student('b', { modes: IN_PERSON }));
    counter.add('groupTutoring', online, student('c'));
    expect(counter.list()).toEqual([
      { rule: 'mode', role: 'student', mode: 'in-person', count: 2 },
      { rule: 'groupTutoring', role: 'student', count: 1 },
    ]);
    expect(exclusionMessageKey({ rule: 'mode', role: 'student', mode: 'in-person' })).toBe('matchingExclusions.modeStudentInPerson');
    expect(exclusionMessageKey({ rule: 'mode', role: 'tutor', mode: 'online' })).toBe('matchingExclusions.modeTutorOnline');
    expect(exclusionMessageKey({ rule: 'groupTutoring', role: 'student' })).toBe('matchingExclusions.groupTutoringStudent');
  });
});
