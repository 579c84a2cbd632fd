import { departmentOfZipCode } from '../../reference/department-of-address.ts';
import { acceptedModes, type TutoringMode } from './modes.ts';
import { GEO_PRECISIONS, type GeoPoint } from './distance.ts';

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
  /** The point of their address (`address.location`), when the geocoder found it. */
  home: GeoPoint | undefined;
  /** The department of their address, else of their record: the distance's fallback without a point. */
  homeDepartment: string | undefined;
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
  home: GeoPoint | undefined;
  homeDepartment: string | undefined;
  /** The bound of the student's program on the distance of an in-person pair (`programs.maxDistanceKm`); none: no bound. */
  maxDistanceKm: number | undefined;
}

/** What the matching reads of the programs: their distance bounds, by program id. */
export type ProgramBounds = ReadonlyMap<string, number>;

/** One rule for a postal code's department, whoever reads it (the matching, the statistics, the reach of local staff). */
export { departmentOfZipCode };

type Doc = Record<string, unknown>;

export function tutorProfileOf(record: Doc): MatchTutor {
  const preferences = objectOf(record.tutorPreferences);
  const assignment = objectOf(preferences.assignment);
  const contact = objectOf(record.contactDetails);
  const address = objectOf(record.address);
  const zipCode = stringOf(address.zipCode);
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
    home: pointOf(address.location),
    homeDepartment: (zipCode ? departmentOfZipCode(zipCode) : undefined) ?? stringOf(record.homeDepartment) ?? stringOf(record.department),
  };
}

export function studentProfileOf(record: Doc, bounds: ProgramBounds = NO_BOUNDS): MatchStudent {
  const preferences = objectOf(record.studentPreferences);
  const assignment = objectOf(preferences.assignment);
  const contact = objectOf(record.contactDetails);
  const address = objectOf(record.address);
  const zipCode = stringOf(address.zipCode);
  const department = zipCode ? departmentOfZipCode(zipCode) : undefined;
  const programId = programOf(record) ?? programOf(preferences);
  return {
    id: String(record.id ?? record._id),
    fullName: fullNameOf(contact),
    programId,
    status: stringOf(record.status),
    gender: stringOf(record.gender),
    matchingStatus: stringOf(preferences.matchingStatus),
    situation: stringOf(preferences.situation),
    level: stringOf(assignment.level),
    sectors: strings(assignment.sectors),
    establishments: strings(assignment.establishments),
    department,
    subject: stringOf(assignment.subjectToStudy),
    availability: slots(preferences.availability),
    waitingSince: stringOf(record.createdAt),
    modes: acceptedModes(assignment.tutoringMode),
    tutoringType: stringOf(assignment.tutoringType),
    home: pointOf(address.location),
    homeDepartment: department ?? stringOf(record.department),
    maxDistanceKm: programId ? bounds.get(programId) : undefined,
  };
}

const NO_BOUNDS: ProgramBounds = new Map();

/** The point the server stored with an address (`address.location`), when it is one. */
export function pointOf(value: unknown): GeoPoint | undefined {
  const location = objectOf(value);
  const { lon, lat, precision } = location;
  if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon) || !Number.isFinite(lat)) return undefined;
  return { lon, lat, precision: (GEO_PRECISIONS as readonly unknown[]).includes(precision) ? (precision as GeoPoint['precision']) : 'municipality' };
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
  return value.filter(
    (slot): slot is WeeklySlot =>
      !!slot && typeof slot === 'object' && typeof (slot as Doc).dayOfTheWeek === 'number' && typeof (slot as Doc).startTime === 'string',
  );
}
