import {
  confirmBlockerOf,
  ERROR_MESSAGES,
  isStaffRole,
  isWrittenBy,
  REPORT_PEOPLE_PATHS,
  reportEntryStatusOf,
  type ReportContent,
  type ReviewedReport,
} from '@binome/schema';
import type { WriteHooks, WriteRuleInput } from '../../resources/write-hooks.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { problems } from '../../http/problems.ts';
import { checkReportPlace } from './report-place.check.ts';

/**
 * A report's entry state and validation are the server's (issue "Reports"): a tutor's report is to be entered,
 * partially entered or entered from what they filled in, and the first time it is entered is recorded (reports
 * entered on time); a tutor's change answers a send-back, which is cleared. Staff confirming it set who and when,
 * and the state to confirmed; staff sending it back clear them. The rights (CASL) already refuse these fields from
 * a tutor's body; the rule below refuses to confirm a report that is not entered, whoever asks and by which route.
 */
export const reportWriteHooks: WriteHooks = {
  rules: [confirmOnlyWhenEntered, writersKeepTheAttendanceLines],
  // Whom a report names is its session's people (report-place.check.ts), not what its writer may open of students.
  boundReferences: REPORT_PEOPLE_PATHS,
  check: checkReportPlace,
  serverFieldsOnCreate: (context, record) => serverFields(context, undefined, record),
  serverFieldsOnUpdate: (context, before, after) => serverFields(context, before, after),
};

function serverFields(context: OperationContext, before: Record<string, unknown> | undefined, after: Record<string, unknown>): Record<string, unknown> {
  const worked = reportEntryStatusOf(after as ReportContent);
  const nowIso = context.now.toISOString();
  const firstEntered = worked === 'entered' && !before?.enteredAt ? { enteredAt: nowIso } : {};
  if (!isStaffRole(context.signedIn.role))
    return { status: worked, ...firstEntered, ...namesKept(before, after), ...(before?.sentBackAt ? { sentBackAt: undefined, sentBackBy: undefined } : {}) };
  const confirmed = after.isValidated === true;
  if (confirmed && before?.isValidated !== true)
    return { status: 'confirmed', validatedBy: context.signedIn.userId, validatedAt: nowIso, sentBackAt: undefined, sentBackBy: undefined, ...firstEntered };
  if (!confirmed && before?.isValidated === true) return { status: worked, validatedBy: undefined, validatedAt: undefined };
  return firstEntered;
}

/**
 * A report becomes confirmed only once every attendance line is told and its writer entered it, and never by its
 * writer: whoever wrote a report (its author) does not validate it.
 */
function confirmOnlyWhenEntered({ signedIn, before, after }: WriteRuleInput): void {
  if (after.isValidated !== true || before?.isValidated === true) return;
  if (!before || isWrittenBy(before, signedIn.userId)) throw problems.forbidden({ message: ERROR_MESSAGES.ownReportValidation });
  const blocker = confirmBlockerOf({ ...(after as ReviewedReport), isValidated: false });
  if (blocker === 'absenceNotConfirmed') throw problems.conflict(ERROR_MESSAGES.absenceNotConfirmed, 'absenceNotConfirmed');
  if (blocker) throw problems.conflict(ERROR_MESSAGES.reportNotEntered, 'reportNotEntered');
}

type AttendanceLine = { userId?: unknown; fullName?: unknown; attendance?: unknown };

const linesOf = (value: unknown) => (Array.isArray(value) ? value : []) as AttendanceLine[];

/**
 * On a report the server opened for an occurrence, who was there to come is the session's: its writer (a tutor)
 * tells who came, and neither adds nor drops a line. Staff correct the lines freely; a report its writer created
 * names whom they say.
 */
function writersKeepTheAttendanceLines({ signedIn, before, after }: WriteRuleInput): void {
  if (isStaffRole(signedIn.role) || !before?.occurrenceId) return;
  const people = (lines: unknown) =>
    linesOf(lines)
      .map((line) => String(line.userId))
      .sort()
      .join(',');
  if (people(before.attendance) !== people(after.attendance)) throw problems.forbidden({ fields: ['attendance'], message: ERROR_MESSAGES.forbiddenFields });
}

/** The names on the lines stay the server's (from the session), whatever a writer's body says. */
function namesKept(before: Record<string, unknown> | undefined, after: Record<string, unknown>): Record<string, unknown> {
  if (!before?.occurrenceId) return {};
  const names = new Map(linesOf(before.attendance).map((line) => [String(line.userId), line.fullName]));
  return {
    attendance: linesOf(after.attendance).map(({ fullName: _ignored, ...line }) => ({
      ...line,
      ...(typeof names.get(String(line.userId)) === 'string' && { fullName: names.get(String(line.userId)) }),
    })),
  };
}
