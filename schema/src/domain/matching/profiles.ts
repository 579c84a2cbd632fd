import { departmentOfZipCode } from '../../reference/department-of-address.ts';
import { acceptedModes, type TutoringMode } from './modes.ts';

/**
 * What the matching reads of a tutor and a student: plain values taken from their records once, so that the
 * constraints, the score and the solver are pure functions over small objects (and fast over thousands).
 */
export interface WeeklySlot {
  dayOfTheWeek: number;
  startTime: string;
  endTime: string;
  taken?: boolean;
}

export interface MatchTutor {
  id: string;
  fullName: string;
  programId: string | undefined;
  /** The account's status (`active`, `on-hold`, ...). */
  status: string | undefined;
  /** The commitment status of the tutor's preferences (`active`, `deactivated`, ...); absent reads as active. */
  commitmentStatus: string | undefined;
  gender: string | undefined;
  levels: readonly string[];
  sectors: readonly string[];
  establishments: readonly string[];
  department: string | undefined;
  /** `scientific-and-first`, `literary-and-first` or `both-subjects`. */
  subject: string | undefined;
  availability: readonly WeeklySlot[];
  capacity: number;
  matchedStudents: readonly string[];
  /** The modes the tutor accepts (`tutorPreferences.tutoringMode`; unset or `both` reads as both). */
  modes: readonly TutoringMode[];
}

export interface MatchStudent {
  id: string;
  fullName: string;
  programId: string | undefined;
  status: string | undefined;
  gender: string | undefined;
  matchingStatus: string | undefined;
  situation: string | undefined;
  level: string | undefined;
  sectors: readonly string[];
  establishments: readonly string[];
  department: string | undefined;
  subject: string | undefined;
  availability: readonly WeeklySlot[];
  /** When the student asked for a tutor (their registration): the longer they wait, the higher they rank. */
  waitingSince: string | undefined;
  /** The modes the family accepts (`studentPreferences.assignment.tutoringMode`; unset or `both` reads as both). */
  modes: readonly TutoringMode[];
  /** `private`, `group` or `both` (`studentPreferences.assignment.tutoringType`); unset reads as private. */
  tutoringType: string | undefined;
}

/** One rule for a postal code's department, whoever reads it (the matching, the statistics, the reach of local staff). */
export { departmentOfZipCode };

type Doc = Record<string, unknown>;

export function tutorProfileOf(record: Doc): MatchTutor {
  const preferences = objectOf(record.tutorPreferences);
  const assignment = objectOf(preferences.assignment);
  const contact = objectOf(record.contactDetails);
  return {
    id: String(record.id ?? record._id),
    fullName: fullNameOf(contact),
    programId: programOf(record) ?? programOf(preferences),
    status: stringOf(record.status),
    commitmentStatus: stringOf(preferences.status),
    gender: stringOf(record.gender),
    levels: strings(assignment.level),
    sectors: strings(assignment.sectors),
    establishments: strings(assignment.establishments),
    department: stringOf(assignment.department) ?? stringOf(record.homeDepartment),
    subject: stringOf(record.subjectToTeach),
    availability: slots(preferences.availability),
    capacity: typeof assignment.numberOfStudentsToSupport === 'number' ? assignment.numberOfStudentsToSupport : 0,
    matchedStudents: strings(preferences.matchedStudents),
    modes: acceptedModes(preferences.tutoringMode),
  };
}

export function studentProfileOf(record: Doc): MatchStudent {
  const preferences = objectOf(record.studentPreferences);
  const assignment = objectOf(preferences.assignment);
  const contact = objectOf(record.contactDetails);
  const zipCode = stringOf(objectOf(record.address).zipCode);
  return {
    id: String(record.id ?? record._id),
    fullName: fullNameOf(contact),
    programId: programOf(record) ?? programOf(preferences),
    status: stringOf(record.status),
    gender: stringOf(record.gender),
    matchingStatus: stringOf(preferences.matchingStatus),
    situation: stringOf(preferences.situation),
    level: stringOf(assignment.level),
    sectors: strings(assignment.sectors),
    establishments: strings(assignment.establishments),
    department: zipCode ? departmentOfZipCode(zipCode) : undefined,
    subject: stringOf(assignment.subjectToStudy),
    availability: slots(preferences.availability),
    waitingSince: stringOf(record.createdAt),
    modes: acceptedModes(assignment.tutoringMode),
    tutoringType: stringOf(assignment.tutoringType),
  };
}

/**
 * The postal codes of a department, as a regular expression the store can match (the inverse of
 * departmentOfZipCode): '75' → ^75, '2A' → ^20[01], '974' → ^974. Undefined for a code that is no department.
 */
export function zipCodePatternOf(department: string): string | undefined {
  if (department === '2A') return '^20[01]\\d{2}$';
  if (department === '2B') return '^20[2-9]\\d{2}$';
  if (/^97\d$/.test(department)) return `^${department}\\d{2}$`;
  if (/^\d{2}$/.test(department) && department !== '20' && department !== '97') return `^${department}\\d{3}$`;
  return undefined;
}

function objectOf(value: unknown): Doc {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {};
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function programOf(record: Doc): string | undefined {
  const program = objectOf(record.program);
  return stringOf(program.programId);
}

function fullNameOf(contact: Doc): string {
  return [contact.firstName, contact.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

function slots(value: unknown): WeeklySlot[] {
  if (!Array.isArray(value)) return [];
  return value.filter((slot): slot is WeeklySlot => !!slot && typeof slot === 'object' && typeof (slot as Doc).dayOfTheWeek === 'number' && typeof (slot as Doc).startTime === 'string');
}
