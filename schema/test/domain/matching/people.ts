import type { MatchStudent, MatchTutor, TutoringMode } from '../../../src/domain/matching/index.ts';
import { PROGRAM_IDS } from '../../../src/reference/programs.ts';

/** Small tutors and students for the matching's tests: active, waiting, of one program and level, both modes. */
export const HOME = PROGRAM_IDS.homeClassesFaceToFace;
export const BOTH: readonly TutoringMode[] = ['online', 'in-person'];
export const ONLINE: readonly TutoringMode[] = ['online'];
export const IN_PERSON: readonly TutoringMode[] = ['in-person'];

export const slot = (dayOfTheWeek: number, startTime: string, taken = false) => ({
  dayOfTheWeek,
  startTime,
  endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, '0')}${startTime.slice(2)}`,
  taken,
});

export const tutor = (id: string, changes: Partial<MatchTutor> = {}): MatchTutor => ({
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
  modes: BOTH,
  home: undefined,
  homeDepartment: undefined,
  ...changes,
});

export const student = (id: string, changes: Partial<MatchStudent> = {}): MatchStudent => ({
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
  modes: BOTH,
  tutoringType: undefined,
  home: undefined,
  homeDepartment: undefined,
  maxDistanceKm: undefined,
  ...changes,
});
