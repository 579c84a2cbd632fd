import { confirmBlockerOf, ERROR_MESSAGES, isStaffRole, isWrittenBy, REPORT_PEOPLE_PATHS, reportEntryStatusOf } from '@binome/schema';
import type { WriteHooks, WriteRuleInput } from '../../resources/write-hooks.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { problems } from '../../http/problems.ts';
import { checkReportPlace } from './report-place.check.ts';
import type { Report } from './report-record.ts';

/**
 * A report's entry state and validation are the server's (issue "Reports"): a tutor's report is to be entered,
 * partially entered or entered from what they filled in, and the first time it is entered is recorded (reports
 * entered on time); a tutor's change answers a send-back, which is cleared. Staff confirming it set who and when,
 * and the state to confirmed; staff sending it back clear them. The rights (CASL) already refuse these fields from
 * a tutor's body; the rule below refuses to confirm a report that is not entered, whoever asks and by which route.
 */
export const reportWriteHooks: WriteHooks<Report> = {
  rules: [confirmOnlyWhenEntered, writersKeepTheAttendanceLines],
  // Whom a report names is its session's people (report-place.check.ts), not what its writer may open of students.
  boundReferences: REPORT_PEOPLE_PATHS,
  check: checkReportPlace,
  serverFieldsOnCreate: (context, record) => serverFields(context, undefined, record),
  serverFieldsOnUpdate: (context, before, after) => serverFields(context, before, after),
};

function serverFields(context: OperationContext, before: Report | undefined, after: Report): Partial<Report> {
  const worked = reportEntryStatusOf(after);
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
function confirmOnlyWhenEntered({ signedIn, before, after }: WriteRuleInput<Report>): void {
  if (after.isValidated !== true || before?.isValidated === true) return;
  if (!before || isWrittenBy(before, signedIn.userId)) throw problems.forbidden({ message: ERROR_MESSAGES.ownReportValidation });
  const blocker = confirmBlockerOf({ ...after, isValidated: false });
  if (blocker === 'absenceNotConfirmed') throw problems.conflict(ERROR_MESSAGES.absenceNotConfirmed, 'absenceNotConfirmed');
  if (blocker) throw problems.conflict(ERROR_MESSAGES.reportNotEntered, 'reportNotEntered');
}

/**
 * On a report the server opened for an occurrence, who was there to come is the session's: its writer (a tutor)
 * tells who came, and neither adds nor drops a line. Staff correct the lines freely; a report its writer created
 * names whom they say.
 */
function writersKeepTheAttendanceLines({ signedIn, before, after }: WriteRuleInput<Report>): void {
  if (isStaffRole(signedIn.role) || !before?.occurrenceId) return;
  const people = (lines: Report['attendance']) =>
    (lines ?? [])
      .map((line) => line.userId)
      .sort()
      .join(',');
  if (people(before.attendance) !== people(after.attendance)) throw problems.forbidden({ fields: ['attendance'], message: ERROR_MESSAGES.forbiddenFields });
}

/** The names on the lines stay the server's (from the session), whatever a writer's body says. */
function namesKept(before: Report | undefined, after: Report): Partial<Report> {
  if (!before?.occurrenceId) return {};
  const names = new Map((before.attendance ?? []).map((line) => [line.userId, line.fullName]));
  return {
    attendance: (after.attendance ?? []).map(({ fullName: _ignored, ...line }) => {
      const fullName = names.get(line.userId);
      return fullName === undefined ? line : { ...line, fullName };
    }),
  };
}
