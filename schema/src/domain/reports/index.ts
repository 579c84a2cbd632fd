export { reportEntryStatusOf, type ReportContent, type ReportEntryProgress } from './entry-status.ts';
export {
  REPORT_ENTRY_DELAY_HOURS,
  LOW_RATING,
  reportDueAt,
  dueDateOf,
  isLate,
  reviewFlagsOf,
  compareForReview,
  confirmBlockerOf,
  writerOf,
  isWrittenBy,
  type ReviewedReport,
  type ReviewFlag,
  type ConfirmBlocker,
} from './review.ts';
export { occurrenceOutcomeOf, personAttendanceOf, type OccurrenceOutcome, type AttendanceLine } from './attendance-outcome.ts';
export { FAMILY_REPORT_FIELDS, FAMILY_GROUP_REPORT_FIELDS, FAMILY_REPORT_CONDITION, familyReportView } from './family-view.ts';
export {
  REPORT_PEOPLE_PATHS,
  REPORT_PLACE_FIELDS,
  reportInconsistencies,
  type ReportInconsistency,
  type ReportInconsistencyKind,
  type ReportPlace,
  type ReportSessionPeople,
  type ReportOccurrencePeople,
} from './report-consistency.ts';
