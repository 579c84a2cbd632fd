/**
 * @binome/schema: the whole domain of Binôme, once. The BFF, the staff app and the family app derive their
 * routes, screens, forms, checks and labels from what is exported here.
 */
export * from './constants.ts';
export * from './catalogue.ts';
export * from './enums/index.ts';
export * from './reference/index.ts';
export * from './validation/index.ts';
export * from './entities/index.ts';
export * from './resources.ts';
export * from './invitations.ts';
export * from './security-events.ts';
// One rule for every CSV cell, whether the server or the staff app writes the file.
export { neutraliseFormula } from './csv-formula.ts';
// Volunteer hours (issue 15, certificates): the server counts them, the apps explain them.
export {
  COUNTED_REPORT_STATUSES,
  formatHeldHours,
  heldHoursOf,
  scholarYearStartOf,
  type AttendanceReport,
  type HeldHours,
  type HeldOccurrence,
  type HoursPeriod,
} from './domain/reports/held-hours.ts';
// A zone's offset from UTC, without a date library: the server's Paris reckoning and the family app's grid share it.
export { zoneOffsetMinutes } from './domain/sessions/zone-offset.ts';
export * from './ability/index.ts';
export * from './routes/index.ts';
export * from './i18n/index.ts';
// How records are presented: its types here, its functions from `@binome/schema/presentation`, so that an app's first
// page (which imports this index) does not carry every resource's presentation; the screens that present records
// load it with them.
export type * from './presentation/index.ts';
export * from './domain/reports/index.ts';
export * from './domain/prospects/index.ts';
export * from './domain/onboarding/index.ts';
export * from './domain/training/index.ts';
export * from './domain/privacy/index.ts';
export * from './domain/search/index.ts';
export * from './typography/index.ts';
// Told by the staff forms when a booking clashes; only dayjs, unlike the rest of the sessions domain (rrule).
export { summariseClashes, type ClashGroup, type ListedClash } from './domain/sessions/clash-summary.ts';
export { parseWithoutEval } from './zod-without-eval.ts';
