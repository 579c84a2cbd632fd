import { daysOfPeriod, parisDay, type HolidayDay } from '@binome/schema/sessions';
import { holidayRegionOfDepartment, publicHolidayDays } from '@binome/schema/holidays';
import { publicHolidays } from '@binome/schema';
import type { Store } from '../../store/store.ts';
import { documentOf } from '../../resources/documents.ts';
import type { SeriesRecord } from './occurrence-store.ts';

interface Zone {
  departments?: string[];
  schoolZoneHolidays?: { name: string; startDate: string; endDate: string }[];
}

/**
 * The days a series does not meet between two Paris days: the official public holidays of its department's region
 * (date-holidays), corrected by the staff's public-holiday records (`tutoringAllowed` true lets a day through,
 * false adds one), and the school holidays of its zone (staff data).
 */
export async function holidaysForSeries(store: Store, series: SeriesRecord, firstDay: string, lastDay: string): Promise<HolidayDay[]> {
  const department = await departmentOfSeries(store, series);
  const official = publicHolidayDays(firstDay, lastDay, { region: holidayRegionOfDepartment(department) });
  const records = await store.collection(publicHolidays.collection).find({}, { limit: 500 });
  const allowed = new Set<string>();
  const added: HolidayDay[] = [];
  for (const record of records.map((document) => documentOf(publicHolidays, document))) {
    const date = dayOf(record.date);
    if (!date) continue;
    // A holiday that occurs every year counts on its month and day in every year of the series.
    const dates = record.occursEveryYear === true ? yearsBetween(firstDay, lastDay).map((year) => `${year}${date.slice(4)}`) : [date];
    for (const day of dates) {
      if (record.tutoringAllowed === true) allowed.add(day);
      else added.push({ date: day, kind: 'public-holiday', name: record.name });
    }
  }
  const publicDays = [...official, ...added].filter((holiday) => !allowed.has(holiday.date) && holiday.date >= firstDay && holiday.date <= lastDay);
  return [...publicDays, ...(await schoolHolidays(store, department, firstDay, lastDay))];
}

async function schoolHolidays(store: Store, department: string | undefined, firstDay: string, lastDay: string): Promise<HolidayDay[]> {
  if (!department) return [];
  const zone = (await store.collection('schoolZones').findOne({ departments: department })) as Zone | null;
  const days: HolidayDay[] = [];
  for (const period of zone?.schoolZoneHolidays ?? []) {
    const start = dayOf(period.startDate);
    const end = dayOf(period.endDate);
    if (!start || !end || end < firstDay || start > lastDay) continue;
    days.push(...daysOfPeriod(start, end, 'school-holidays', period.name));
  }
  return days;
}

/** The department of the first student's first establishment, else the one their file names. */
async function departmentOfSeries(store: Store, series: SeriesRecord): Promise<string | undefined> {
  const studentId = series.students?.[0]?.userId;
  if (!studentId) return undefined;
  const student = await store.collection('users').findOne({ _id: studentId }, { projection: { studentPreferences: 1, address: 1 } });
  const preferences = student?.studentPreferences as { assignment?: { establishments?: unknown[] }; department?: string } | undefined;
  const establishmentId = idOf(preferences?.assignment?.establishments?.[0]);
  if (establishmentId) {
    const establishment = await store.collection('establishments').findOne({ _id: establishmentId }, { projection: { department: 1 } });
    const department = departmentCode(establishment?.department);
    if (department) return department;
  }
  return departmentCode(preferences?.department) ?? departmentCode((student?.address as { department?: unknown } | undefined)?.department);
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '_id' in value) return String((value as { _id: unknown })._id);
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  return undefined;
}

function departmentCode(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object')
    return idOf(value) ?? (typeof (value as { code?: unknown }).code === 'string' ? (value as { code: string }).code : undefined);
  return undefined;
}

function dayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parisDay(value);
}

function yearsBetween(firstDay: string, lastDay: string): number[] {
  const years: number[] = [];
  for (let year = Number(firstDay.slice(0, 4)); year <= Number(lastDay.slice(0, 4)); year += 1) years.push(year);
  return years;
}
