import { describe, expect, it } from 'vitest';
import {
  canBeMatched,
  commonFreeSlots,
  pickAutomaticMatch,
  scoreCandidate,
  scoreOf,
  waitingDays,
  waitingPoints,
  SCORE_WEIGHTS,
  studentProfileOf,
  tutorProfileOf,
  unmetConstraints,
  type MatchStudent,
  type MatchTutor,
} from '../../../src/domain/matching/index.ts';
import { PROGRAM_IDS } from '../../../src/reference/programs.ts';

const HOME = PROGRAM_IDS.homeClassesFaceToFace;
const slot = (dayOfTheWeek: number, startTime: string, taken = false) => ({
  dayOfTheWeek,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`,
  taken,
});
const NOW = new Date('2026-11-23T10:00:00.000Z');

function tutor(overrides: Partial<MatchTutor> = {}): MatchTutor {
  return {
    id: 'tutor-1',
    fullName: 'Thomas Lemaire',
    programId: HOME,
    status: 'active',
    commitmentStatus: 'active',
    gender: 'male',
    levels: ['level-6eme', 'level-5eme'],
    sectors: ['sector-1'],
    establishments: ['school-1'],
    department: '75',
    subject: 'both-subjects',
    availability: [slot(1, '17:00'), slot(3, '14:00', true), slot(2, '17:30')],
    capacity: 2,
    matchedStudents: [],
    modes: ['online', 'in-person'],
    home: undefined,
    homeDepartment: undefined,
    ...overrides,
  };
}

function student(overrides: Partial<MatchStudent> = {}): MatchStudent {
  return {
    id: 'student-1',
    fullName: 'Hugo Martin',
    programId: HOME,
    status: 'active',
    gender: 'male',
    matchingStatus: 'unmatched',
    situation: 'awaiting-tutor',
    level: 'level-6eme',
    sectors: ['sector-1'],
    establishments: ['school-2'],
    department: '75',
    subject: 'scientific-and-first',
    availability: [slot(1, '17:00'), slot(3, '14:00')],
    waitingSince: '2026-10-24T10:00:00.000Z',
    modes: ['online', 'in-person'],
    tutoringType: undefined,
    home: undefined,
    homeDepartment: undefined,
    maxDistanceKm: undefined,
    ...overrides,
  };
}

describe('hard constraints', () => {
  it('accept a tutor and a student of the same program and level with a common free slot', () => {
    expect(unmetConstraints(tutor(), student())).toEqual([]);
    expect(canBeMatched(tutor(), student())).toBe(true);
  });

  it.each([
    ['program', {}, { programId: PROGRAM_IDS.football }],
    ['level', {}, { level: 'level-terminale' }],
    ['noCommonSlot', {}, { availability: [slot(3, '14:00'), slot(5, '09:00')] }],
    ['tutorFull', { capacity: 1, matchedStudents: ['student-9'] }, {}],
    ['tutorInactive', { status: 'on-hold' }, {}],
    ['tutorInactive', { commitmentStatus: 'commitment-end' }, {}],
    ['studentNotWaiting', {}, { matchingStatus: 'private-session' }],
    ['studentNotWaiting', {}, { situation: 'stop' }],
    ['studentNotWaiting', {}, { status: 'archived' }],
    ['alreadyPaired', { matchedStudents: ['student-1'] }, {}],
  ] as const)('name %s when it fails', (code, tutorChanges, studentChanges) => {
    expect(unmetConstraints(tutor(tutorChanges), student(studentChanges))).toContain(code);
  });

  it('never propose again a pair that was dissociated', () => {
    const history = { dissociated: new Set(['tutor-1:student-1']), active: new Set<string>() };
    expect(unmetConstraints(tutor(), student(), history)).toEqual(['dissociatedBefore']);
  });

  it('count only slots neither side has given away, in week order', () => {
    const both = commonFreeSlots(
      tutor({ availability: [slot(2, '17:30'), slot(1, '17:00'), slot(3, '14:00', true)] }),
      student({ availability: [slot(1, '17:00'), slot(2, '17:30', true), slot(3, '14:00')] }),
    );
    expect(both.map((one) => `${one.dayOfTheWeek}@${one.startTime}`)).toEqual(['1@17:00']);
  });

  it('take a partially matched student, not a new request still being completed', () => {
    expect(canBeMatched(tutor(), student({ matchingStatus: 'partial', situation: 'in-tutoring' }))).toBe(true);
    expect(canBeMatched(tutor(), student({ situation: 'new' }))).toBe(false);
  });
});

describe('score and reasons', () => {
  it('weighs waiting time most and lists each reason with its points', () => {
    const { score, reasons, commonSlots } = scoreCandidate(tutor(), student(), NOW);
    expect(commonSlots).toHaveLength(1);
    // Both accept in person: the distance is said, here unknown (no point, the same department).
    expect(reasons.map((reason) => reason.code)).toEqual(['waiting', 'commonSlots', 'level', 'mode', 'subjects', 'sameDepartment', 'sameSector', 'distance']);
    const waiting = reasons.find((reason) => reason.code === 'waiting')!;
    expect(waiting).toMatchObject({ days: 30, points: Math.round((SCORE_WEIGHTS.waiting * 30 * 10) / 90) / 10 });
    expect(score).toBe(Math.round(reasons.reduce((sum, reason) => sum + reason.points, 0)));
    expect(Math.max(...Object.values(SCORE_WEIGHTS))).toBe(SCORE_WEIGHTS.waiting);
    expect(Object.values(SCORE_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it('ranks a child who waited three months above a closer fit who registered yesterday', () => {
    const longWait = scoreCandidate(
      tutor(),
      student({ waitingSince: '2026-08-20T00:00:00.000Z', sectors: [], department: '93', subject: 'literary-and-first' }),
      NOW,
    );
    const closeFit = scoreCandidate(tutor(), student({ waitingSince: '2026-11-22T00:00:00.000Z', establishments: ['school-1'] }), NOW);
    expect(longWait.score).toBeGreaterThan(closeFit.score);
  });

  it('prefers the same establishment to the same department', () => {
    const reasons = scoreCandidate(tutor(), student({ establishments: ['school-1'] }), NOW).reasons.map((reason) => reason.code);
    expect(reasons).toContain('sameEstablishment');
    expect(reasons).not.toContain('sameDepartment');
  });
});

describe('automatic matching (section 4)', () => {
  it('tries the free slots in week order and takes the longest-waiting student fitting the first one that has one', () => {
    const early = student({ id: 'early', availability: [slot(2, '17:30')], waitingSince: '2026-09-01T00:00:00.000Z' });
    const onMonday = student({ id: 'monday', availability: [slot(1, '17:00')], waitingSince: '2026-11-01T00:00:00.000Z' });
    const onMondayLonger = student({ id: 'monday-longer', availability: [slot(1, '17:00')], waitingSince: '2026-10-01T00:00:00.000Z' });
    const pick = pickAutomaticMatch(tutor(), [early, onMonday, onMondayLonger]);
    expect(pick).toMatchObject({ ok: true, slot: { dayOfTheWeek: 1, startTime: '17:00' }, student: { id: 'monday-longer' } });
  });

  it('goes on to the next slot when nobody fits one', () => {
    const pick = pickAutomaticMatch(tutor(), [student({ availability: [slot(2, '17:30')] })]);
    expect(pick).toMatchObject({ ok: true, slot: { dayOfTheWeek: 2, startTime: '17:30' } });
  });

  it.each([
    ['noEmptySlot', tutor({ availability: [slot(1, '17:00', true)] })],
    ['tutorFull', tutor({ capacity: 1, matchedStudents: ['x'] })],
    ['tutorInactive', tutor({ status: 'deactivated' })],
    ['notOffered', tutor({ programId: PROGRAM_IDS.solidarityTutoring })],
  ] as const)('refuses with %s', (refusal, who) => {
    expect(pickAutomaticMatch(who, [student()])).toEqual({ ok: false, refusal });
  });

  it("says 'no students available for the selected slot' when nobody fits any slot", () => {
    expect(pickAutomaticMatch(tutor(), [student({ level: 'level-terminale' })])).toEqual({ ok: false, refusal: 'noStudentForSlot' });
  });
});

describe('profiles from records', () => {
  it('read what the matching needs from a tutor and a student record', () => {
    const fromTutor = tutorProfileOf({
      _id: 't',
      status: 'active',
      gender: 'female',
      program: { programId: HOME },
      subjectToTeach: 'both-subjects',
      homeDepartment: '93',
      contactDetails: { firstName: 'Ana', lastName: 'Lopez' },
      tutorPreferences: {
        status: 'active',
        availability: [slot(1, '17:00')],
        matchedStudents: ['s'],
        assignment: { level: ['level-6eme'], numberOfStudentsToSupport: 3, sectors: ['x'], establishments: ['e'] },
      },
    });
    expect(fromTutor).toMatchObject({
      id: 't',
      fullName: 'Ana Lopez',
      programId: HOME,
      capacity: 3,
      matchedStudents: ['s'],
      department: '93',
      levels: ['level-6eme'],
    });
    const fromStudent = studentProfileOf({
      id: 's',
      createdAt: '2026-09-01T00:00:00.000Z',
      address: { zipCode: '97400' },
      program: { programId: HOME },
      contactDetails: { firstName: 'Léa', lastName: 'Roux' },
      studentPreferences: {
        matchingStatus: 'unmatched',
        situation: 'awaiting-tutor',
        assignment: { level: 'level-6eme', subjectToStudy: 'literary-and-first' },
        availability: [slot(1, '17:00')],
      },
    });
    expect(fromStudent).toMatchObject({
      id: 's',
      department: '974',
      level: 'level-6eme',
      subject: 'literary-and-first',
      waitingSince: '2026-09-01T00:00:00.000Z',
    });
  });
});

describe('the numeric score of the whole-cohort proposal', () => {
  it('equals scoreCandidate on many pairs', () => {
    const subjects = ['scientific-and-first', 'literary-and-first', 'both-subjects', undefined];
    for (let index = 0; index < 200; index += 1) {
      const who = tutor({
        subject: subjects[index % 4],
        department: index % 3 ? '75' : '93',
        establishments: index % 5 ? ['school-1'] : [],
        sectors: index % 2 ? ['sector-1'] : [],
      });
      const whom = student({
        subject: subjects[(index >> 2) % 4],
        waitingSince: new Date(NOW.getTime() - (index % 120) * 86_400_000).toISOString(),
        establishments: index % 7 ? ['school-2'] : ['school-1'],
        availability: [slot(1, '17:00'), ...(index % 2 ? [slot(2, '17:30')] : [])],
      });
      const full = scoreCandidate(who, whom, NOW);
      expect(scoreOf(who, whom, full.commonSlots.length, waitingPoints(waitingDays(whom, NOW)))).toBe(full.score);
    }
  });
});
