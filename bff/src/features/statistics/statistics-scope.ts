import { getResource } from '@binome/schema';
import { zipCodePatternOf } from '@binome/schema/matching';
import { addDays, type Period } from '@binome/schema/statistics';
import { parisInstant } from '@binome/schema/sessions';
import { accessFilter } from '../../resources/access.ts';
import { viewFilter } from '../../resources/documents.ts';
import type { OperationContext } from '../../resources/operations.ts';
import type { Filter, PipelineStage } from '../../store/store.ts';

/** What the reader asked for: a program, a department, a period of Paris days. */
export interface StatisticsRequest {
  program: string | undefined;
  department: string | undefined;
  period: Period;
}

/** Matches nothing: a figure whose records the reader may not read counts none of them. */
const NOTHING: Filter = { _id: { $in: [] } };

/**
 * The records of `entityName` the reader may read (the CASL conditions of their role: a coordinator's programs),
 * within the program asked for. Combined under `$and`, never spread, like every list.
 */
export function scopeOf(context: OperationContext, entityName: string, request: StatisticsRequest): Filter {
  const entity = getResource(entityName).entity;
  const access = accessFilter(context.signedIn.ability, 'read', entity.name);
  if (access === null) return NOTHING;
  return { $and: [viewFilter(entity), access, request.program ? { 'program.programId': request.program } : {}] };
}

/** The period as instants: from the first day's Paris midnight to the midnight after the last day (exclusive). */
export function instantsOf(period: Period): { from: string; until: string } {
  return { from: parisInstant(period.from, '00:00'), until: parisInstant(addDays(period.to, 1), '00:00') };
}

/** Students of a department: by the postal code of their address (like the matching's profiles). */
export function studentsOfDepartment(department: string): Filter {
  return { 'address.zipCode': { $regex: zipCodePatternOf(department) ?? '^$' } };
}

/** Tutors of a department: the department of their assignment, else their home department (like the matching). */
export function tutorsOfDepartment(department: string): Filter {
  return {
    $or: [
      { 'tutorPreferences.assignment.department': department },
      { 'tutorPreferences.assignment.department': { $in: [null, ''] }, homeDepartment: department },
    ],
  };
}

/**
 * Pipeline stages that keep the records of a student of the department: sessions, pairs and reports carry no
 * department, their students do. Nothing when no department is asked.
 */
export function throughStudentsOfDepartment(request: StatisticsRequest, localField: string): PipelineStage[] {
  if (!request.department) return [];
  return [
    { $lookup: { from: 'users', localField, foreignField: '_id', as: 'departmentStudents' } },
    { $match: { 'departmentStudents.address.zipCode': { $regex: zipCodePatternOf(request.department) ?? '^$' } } },
  ];
}

/** The Paris day of an ISO instant stored at `path`, as the store computes it. */
export function parisDayOf(path: string) {
  return { $dateToString: { date: { $toDate: path }, format: '%Y-%m-%d', timezone: 'Europe/Paris' } };
}

/**
 * The UTC hour of an ISO instant stored at `path` ('YYYY-MM-DDTHH'): a key both stores compute cheaply. Paris is a
 * whole number of hours from UTC, so the hour says the Paris day (parisDayOfUtcHour).
 */
export function utcHourOf(path: string) {
  return { $substrBytes: [path, 0, 13] };
}

/** One formatter for every call: making one (as `toLocaleString` with a zone does) costs tens of microseconds. */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paris day ('YYYY-MM-DD') of a UTC hour as utcHourOf gives it. */
export function parisDayOfUtcHour(hour: string): string {
  const parts = Object.fromEntries(PARIS_DAY.formatToParts(new Date(`${hour}:00:00.000Z`)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
