/** The statistics domain (issue "Reports, attendance, statistics"): periods, weeks and the arithmetic of the figures. */
export { MAX_WEEKS, addDays, weekOf, daysBetween, weeksOf, defaultPeriod, countsByWeek, type Period } from './periods.ts';
export {
  rate,
  percentile,
  percentileOfCounts,
  waitingFigures,
  activeByWeek,
  reportTimeliness,
  reportDeadline,
  REPORT_ON_TIME_HOURS,
  ENTERED_REPORT_STATUSES,
  WAITING_RANGES,
  type WaitingFigures,
  type WaitingRange,
  type ReportTimeliness,
} from './figures.ts';
