import { describe, expect, it } from 'vitest';
import { proposeCohort, unmatchedReason, type MatchStudent, type MatchTutor } from '../../../src/domain/matching/index.ts';
import { PROGRAM_IDS } from '../../../src/reference/programs.ts';

const HOME = PROGRAM_IDS.homeClassesFaceToFace;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const slot = (dayOfTheWeek: number, startTime: string, taken = false) => ({
  dayOfTheWeek,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`,
  taken,
});
const NO_HISTORY = { dissociated: new Set<string>(), active: new Set<string>() };

const tutor = (id: string, changes: Partial<MatchTutor> = {}): MatchTutor => ({
  id,
  fullName: id,
  programId: HOME,
  status: 'active',
  commitmentStatus: undefined,
  gender: undefined,
  levels: ['level-6eme'],
  sectors: [],
  establishments: [],
  department: '75',
  subject: undefined,
  availability: [slot(1, '17:00')],
  capacity: 1,
  matchedStudents: [],
  modes: ['online', 'in-person'],
  home: undefined,
  homeDepartment: undefined,
  ...changes,
});
const student = (id: string, changes: Partial<MatchStudent> = {}): MatchStudent => ({
  id,
  fullName: id,
  programId: HOME,
  status: 'active',
  gender: undefined,
  matchingStatus: 'unmatched',
  situation: 'awaiting-tutor',
  level: 'level-6eme',
  sectors: [],
  establishments: [],
  department: '75',
  subject: undefined,
  availability: [slot(1, '17:00')],
  waitingSince: '2026-10-01T00:00:00.000Z',
  modes: ['online', 'in-person'],
  tutoringType: undefined,
  home: undefined,
  homeDepartment: undefined,
  maxDistanceKm: undefined,
  ...changes,
});

describe('the whole-cohort proposal', () => {
  it('makes the most pairs: the flexible student yields the slot the other one needs', () => {
    const tutors = [tutor('t1', { availability: [slot(1, '17:00')] }), tutor('t2', { availability: [slot(2, '17:00')] })];
    // 'early' waited longer (a higher score everywhere) but can meet either tutor; 'late' only t1.
    const students = [student('early', { availability: [slot(1, '17:00'), slot(2, '17:00')], waitingSince: '2026-08-01T00:00:00.000Z' }), student('late')];
    const proposal = proposeCohort(tutors, students, NO_HISTORY, NOW);
    expect(proposal.pairs.map((pair) => `${pair.student.id}→${pair.tutor.id}`).sort()).toEqual(['early→t2', 'late→t1']);
    expect(proposal.unmatched).toEqual([]);
    expect(proposal.totalScore).toBe(proposal.pairs.reduce((sum, pair) => sum + pair.score, 0));
  });

  it('respects room, never proposes a dissociated pair, and says why each student is left', () => {
    const tutors = [tutor('t1', { capacity: 2, matchedStudents: ['someone'], availability: [slot(1, '17:00'), slot(1, '18:00')] })];
    const students = [
      student('a'),
      student('b', { availability: [slot(1, '18:00')] }),
      student('c', { level: 'level-terminale' }),
      student('d', { availability: [slot(4, '09:00')] }),
      student('e', { availability: [slot(1, '18:00')] }),
    ];
    const history = { dissociated: new Set(['t1:e']), active: new Set<string>() };
    const proposal = proposeCohort(tutors, students, history, NOW);
    expect(proposal.pairs).toHaveLength(1);
    const reasons = Object.fromEntries(proposal.unmatched.map(({ student: who, reason }) => [who.id, reason]));
    expect(reasons.c).toBe('noTutorForLevel');
    expect(reasons.d).toBe('noCommonSlot');
    // e shares t1's slot, but they were dissociated: told so, not that no slot fits.
    expect(reasons.e).toBe('pairedBefore');
    expect(['a', 'b'].filter((id) => reasons[id] === 'placesTaken')).toHaveLength(1);
  });

  it('counts supply and demand by level and department, the scarcest first', () => {
    const proposal = proposeCohort([tutor('t1', { capacity: 3 })], [student('a'), student('b', { level: 'level-5eme', department: '93' })], NO_HISTORY, NOW);
    expect(proposal.byLevel).toEqual([
      { key: 'level-5eme', places: 0, studentsWaiting: 1 },
      { key: 'level-6eme', places: 3, studentsWaiting: 1 },
    ]);
    expect(proposal.byDepartment[0]).toEqual({ key: '93', places: 0, studentsWaiting: 1 });
  });

  it('leaves out inactive and full tutors and students not waiting, and says when every tutor of the level is full', () => {
    const proposal = proposeCohort(
      [tutor('off', { status: 'deactivated' }), tutor('full', { capacity: 1, matchedStudents: ['x'] })],
      [student('a'), student('done', { matchingStatus: 'private-session' })],
      NO_HISTORY,
      NOW,
    );
    expect(proposal.pairs).toEqual([]);
    // The level has an active tutor, with no place left: not a level nobody teaches.
    expect(proposal.unmatched.map(({ student: who, reason }) => `${who.id}:${reason}`)).toEqual(['a:tutorsFull']);
  });

  it('says nobody teaches the level when its only tutors are not active', () => {
    const proposal = proposeCohort([tutor('off', { status: 'deactivated' }), tutor('other', { levels: ['level-terminale'] })], [student('a')], NO_HISTORY, NOW);
    expect(proposal.unmatched.map(({ student: who, reason }) => `${who.id}:${reason}`)).toEqual(['a:noTutorForLevel']);
  });

  it('tells a full level from one where the places went to others (several students, one tutor)', () => {
    const tutors = [tutor('t1', { capacity: 1 }), tutor('t2', { levels: ['level-5eme'], capacity: 1, matchedStudents: ['x'] })];
    const proposal = proposeCohort(tutors, [student('a'), student('b'), student('c', { level: 'level-5eme' })], NO_HISTORY, NOW);
    const reasons = Object.fromEntries(proposal.unmatched.map(({ student: who, reason }) => [who.id, reason]));
    expect(Object.values(reasons).filter((reason) => reason === 'placesTaken')).toHaveLength(1);
    expect(reasons.c).toBe('tutorsFull');
  });
});

describe('why a student is left out', () => {
  const active = new Set(['p|l1', 'p|l2']);
  const withRoom = new Set(['p|l1']);
  it('takes the first reason that holds', () => {
    const scan = (hadCandidate: boolean, sharedSlot = hadCandidate, modeBlocked = false) => ({ hadCandidate, sharedSlot, modeBlocked });
    expect(unmatchedReason('p|l3', active, withRoom, scan(false))).toBe('noTutorForLevel');
    expect(unmatchedReason('p|l2', active, withRoom, scan(false))).toBe('tutorsFull');
    expect(unmatchedReason('p|l1', active, withRoom, scan(true))).toBe('placesTaken');
    expect(unmatchedReason('p|l1', active, withRoom, scan(false))).toBe('noCommonSlot');
    expect(unmatchedReason('p|l1', active, withRoom, scan(false, true, true))).toBe('mode');
    expect(unmatchedReason('p|l1', active, withRoom, scan(false, true))).toBe('pairedBefore');
  });
});
