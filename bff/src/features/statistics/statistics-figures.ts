import { dissociationReasons, onboardingSteps } from '@binome/schema';
import { studentIsWaiting, studentProfileOf, supplyAndDemandOf, tutorProfileOf, waitingDays } from '@binome/schema/matching';
import { activeByWeek, countsByWeek, ENTERED_REPORT_STATUSES, rate, REPORT_ON_TIME_HOURS, waitingFigures, weeksOf } from '@binome/schema/statistics';
import type { OperationContext } from '../../resources/operations.ts';
import type { AggregateRow, Filter } from '../../store/store.ts';
import { OCCURRENCES_COLLECTION } from '../sessions/occurrence-store.ts';
import { MAX_PEOPLE_WEIGHED } from '../matching/matching-reads.ts';
import {
  instantsOf,
  parisDayOf,
  parisDayOfUtcHour,
  scopeOf,
  studentsOfDepartment,
  throughStudentsOfDepartment,
  tutorsOfDepartment,
  type StatisticsRequest,
  utcHourOf,
} from './statistics-scope.ts';
import { MAX_SUPPLY_ROWS } from './statistics.routes.ts';

type Row = AggregateRow;
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * Each figure of the statistics screen: one or two pipelines that reduce the records to counts by day (or by
 * reason, by step), run by the store on MongoDB as on the embedded store, then the domain's arithmetic. Answers
 * stay small whatever the data: at most MAX_WEEKS weeks, one row per reason, step, level or department.
 */
export async function statisticsOf(context: OperationContext, request: StatisticsRequest) {
  const weeks = weeksOf(request.period);
  const [sessions, pairs, people, onboarding, reports, dissociations] = await Promise.all([
    sessionsByWeek(context, request, weeks),
    pairsByWeek(context, request, weeks),
    waitingAndSupply(context, request),
    onboardingFunnel(context, request),
    reportsByWeek(context, request, weeks),
    dissociationsByReason(context, request),
  ]);
  return { period: request.period, program: request.program, department: request.department, sessions, pairs, ...people, onboarding, reports, dissociations };
}

/** 1. Occurrences held (ended, not cancelled) by week, with the attendance their class reports give. */
async function sessionsByWeek(context: OperationContext, request: StatisticsRequest, weeks: readonly string[]) {
  const { from, until } = instantsOf(request.period);
  const ended = context.now.toISOString();
  const held = await context.store.collection(OCCURRENCES_COLLECTION).aggregate([
    {
      $match: {
        $and: [scopeOf(context, 'sessionOccurrences', request), { status: 'scheduled', startDate: { $gte: from, $lt: until }, endDate: { $lte: ended } }],
      },
    },
    ...throughStudentsOfDepartment(request, 'students.userId'),
    // By UTC hour, made a Paris day below: the embedded store's `$dateToString` in a time zone formats two dates
    // per document (mingo's parseTimezone), most of the statistics' time over a school year of occurrences.
    { $group: { _id: utcHourOf('$startDate'), held: { $sum: 1 } } },
  ]);
  // Reports name their day (`reportDate`, a Paris day), whether they point at their occurrence or, older ones, at
  // their series and that day.
  const attendance = await context.store
    .collection('classReports')
    .aggregate([
      { $match: { $and: [scopeOf(context, 'classReports', request), { reportDate: { $gte: request.period.from, $lte: request.period.to } }] } },
      ...throughStudentsOfDepartment(request, 'studentId'),
      { $unwind: '$attendance' },
      { $group: { _id: { day: { $substrBytes: ['$reportDate', 0, 10] }, attendance: '$attendance.attendance' }, count: { $sum: 1 } } },
    ]);
  const rows: { day: string; held?: number; present?: number; absent?: number; notReported?: number }[] = held.map((row) => ({
    day: parisDayOfUtcHour(String(row._id)),
    held: num(row.held),
  }));
  for (const row of attendance) {
    const { day, attendance: state } = row._id as { day: string; attendance: string };
    const key = state === 'present' ? 'present' : state === 'absent' ? 'absent' : 'notReported';
    rows.push({ day, [key]: num(row.count) });
  }
  return countsByWeek(weeks, rows, ['held', 'present', 'absent', 'notReported'] as const).map((week) => ({
    ...week,
    attendanceRate: rate(week.present, week.present + week.absent),
  }));
}

/** 2. Pairs active at the end of each week: those made, less those dissociated, counted from the start. */
async function pairsByWeek(context: OperationContext, request: StatisticsRequest, weeks: readonly string[]) {
  const { until } = instantsOf(request.period);
  const first = instantsOf({ from: weeks[0] ?? request.period.from, to: request.period.to }).from;
  const pairs = context.store.collection('pairs');
  // Everything before the first week shown is one row, 'before': the running total starts from it.
  const byDay = (path: string) => ({ $cond: [{ $lt: [path, first] }, 'before', parisDayOf(path)] });
  const scope = scopeOf(context, 'pairs', request);
  const [made, ended] = await Promise.all([
    pairs.aggregate([
      { $match: { $and: [scope, { createdAt: { $lt: until } }] } },
      ...throughStudentsOfDepartment(request, 'studentId'),
      { $group: { _id: byDay('$createdAt'), count: { $sum: 1 } } },
    ]),
    pairs.aggregate([
      { $match: { $and: [scope, { status: 'dissociated', 'dissociationDetails.dissociatedAt': { $lt: until } }] } },
      ...throughStudentsOfDepartment(request, 'studentId'),
      { $group: { _id: byDay('$dissociationDetails.dissociatedAt'), count: { $sum: 1 } } },
    ]),
  ]);
  const before = num(made.find((row) => row._id === 'before')?.count) - num(ended.find((row) => row._id === 'before')?.count);
  const days = (rows: Row[]) => rows.filter((row) => row._id !== 'before').map((row) => ({ day: String(row._id), count: num(row.count) }));
  return activeByWeek(weeks, before, days(made), days(ended));
}

/** The fields the matching profiles read, nothing else. */
const PROFILE_FIELDS = {
  _id: 1,
  status: 1,
  program: 1,
  address: 1,
  createdAt: 1,
  homeDepartment: 1,
  'tutorPreferences.assignment': 1,
  'tutorPreferences.matchedStudents': 1,
  'tutorPreferences.status': 1,
  'studentPreferences.assignment': 1,
  'studentPreferences.matchingStatus': 1,
  'studentPreferences.situation': 1,
};

/**
 * 3 and 4. Students waiting for a tutor today and how long they have waited; places with active tutors against
 * them, by level and by department. The matching's own rules say who waits and who has room.
 */
async function waitingAndSupply(context: OperationContext, request: StatisticsRequest) {
  const users = context.store.collection('users');
  const [students, tutors] = await Promise.all([
    users.aggregate([
      {
        $match: {
          $and: [
            scopeOf(context, 'students', request),
            { 'studentPreferences.matchingStatus': { $in: ['unmatched', 'partial', null] } },
            request.department ? studentsOfDepartment(request.department) : {},
          ],
        },
      },
      { $project: PROFILE_FIELDS },
      { $limit: MAX_PEOPLE_WEIGHED },
    ]),
    users.aggregate([
      { $match: { $and: [scopeOf(context, 'tutors', request), { status: 'active' }, request.department ? tutorsOfDepartment(request.department) : {}] } },
      { $project: PROFILE_FIELDS },
      { $limit: MAX_PEOPLE_WEIGHED },
    ]),
  ]);
  const studentProfiles = students.map((document) => studentProfileOf(document));
  const waiting = studentProfiles.filter(studentIsWaiting);
  const supply = supplyAndDemandOf(
    tutors.map((document) => tutorProfileOf(document)),
    waiting,
  );
  return {
    waiting: waitingFigures(waiting.map((student) => waitingDays(student, context.now))),
    supplyByLevel: supply.byLevel.slice(0, MAX_SUPPLY_ROWS),
    supplyByDepartment: supply.byDepartment.slice(0, MAX_SUPPLY_ROWS),
  };
}

/** 5. Tutors and prospect leads who registered in the period, by onboarding step: the recruitment funnel. */
async function onboardingFunnel(context: OperationContext, request: StatisticsRequest) {
  const { from, until } = instantsOf(request.period);
  const rows = await context.store.collection('users').aggregate([
    {
      $match: {
        $and: [
          { $or: [scopeOf(context, 'tutors', request), { $and: [scopeOf(context, 'prospects', request), { userRole: 'prospectLead' }] }] },
          { createdAt: { $gte: from, $lt: until } },
          request.department ? tutorsOfDepartment(request.department) : {},
        ],
      },
    },
    { $group: { _id: '$onBoardingStep', count: { $sum: 1 } } },
  ]);
  const countOf = (step: number | null) => num(rows.find((row) => (row._id ?? null) === step)?.count);
  const steps = onboardingSteps.values.map((step) => ({ step, count: countOf(step) }));
  const unknown = rows.filter((row) => !(onboardingSteps.values as readonly unknown[]).includes(row._id)).reduce((sum, row) => sum + num(row.count), 0);
  return unknown > 0 ? [...steps, { step: null, count: unknown }] : steps;
}

/**
 * 6. Class reports by week: entered (or confirmed) within 48 hours of the end of their occurrence, late, or still
 * within the 48 hours. The rule is the domain's `reportTimeliness`, written as the store's expression so that
 * it counts every report without reading them. A report without its occurrence (an older one) is due 48 hours
 * after the end of its day.
 */
async function reportsByWeek(context: OperationContext, request: StatisticsRequest, weeks: readonly string[]) {
  const hours = REPORT_ON_TIME_HOURS * 3_600_000;
  const day = { $substrBytes: ['$reportDate', 0, 10] };
  const deadline = { $add: [{ $toDate: { $ifNull: [{ $arrayElemAt: ['$occurrence.endDate', 0] }, { $concat: [day, 'T23:59:59.999Z'] }] } }, hours] };
  const entered = { $in: ['$status', [...ENTERED_REPORT_STATUSES]] };
  // When it was first entered, as the server recorded it (`enteredAt`); older reports have only their last change.
  const enteredOnTime = { $and: [entered, { $lte: [{ $toDate: { $ifNull: ['$enteredAt', { $ifNull: ['$updatedAt', '$createdAt'] }] } }, deadline] }] };
  const rows = await context.store.collection('classReports').aggregate([
    { $match: { $and: [scopeOf(context, 'classReports', request), { reportDate: { $gte: request.period.from, $lte: request.period.to } }] } },
    ...throughStudentsOfDepartment(request, 'studentId'),
    { $lookup: { from: OCCURRENCES_COLLECTION, localField: 'occurrenceId', foreignField: '_id', as: 'occurrence' } },
    {
      $group: {
        _id: { day, timeliness: { $cond: [enteredOnTime, 'onTime', { $cond: [{ $or: [entered, { $gt: [context.now, deadline] }] }, 'late', 'pending'] }] } },
        count: { $sum: 1 },
      },
    },
  ]);
  const byDay = rows.map((row) => {
    const { day: rowDay, timeliness } = row._id as { day: string; timeliness: 'onTime' | 'late' | 'pending' };
    return { day: rowDay, [timeliness]: num(row.count) };
  });
  return countsByWeek(weeks, byDay, ['onTime', 'late', 'pending'] as const).map((week) => ({
    ...week,
    onTimeRate: rate(week.onTime, week.onTime + week.late),
  }));
}

/** 7. Pairs dissociated in the period, by reason (every reason listed, in the enumeration's order). */
async function dissociationsByReason(context: OperationContext, request: StatisticsRequest) {
  const { from, until } = instantsOf(request.period);
  const rows = await context.store.collection('pairs').aggregate([
    {
      $match: {
        $and: [scopeOf(context, 'pairs', request), { status: 'dissociated', 'dissociationDetails.dissociatedAt': { $gte: from, $lt: until } }] as Filter[],
      },
    },
    ...throughStudentsOfDepartment(request, 'studentId'),
    { $group: { _id: '$dissociationDetails.reason', count: { $sum: 1 } } },
  ]);
  const reasons = dissociationReasons.values.map((reason) => ({ reason, count: num(rows.find((row) => row._id === reason)?.count) }));
  const unknown = rows.filter((row) => !(dissociationReasons.values as readonly unknown[]).includes(row._id)).reduce((sum, row) => sum + num(row.count), 0);
  return unknown > 0 ? [...reasons, { reason: null, count: unknown }] : reasons;
}
