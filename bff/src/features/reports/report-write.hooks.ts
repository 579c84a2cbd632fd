import { isStaffRole, reportEntryStatusOf, type ReportContent } from '@binome/schema';
import type { WriteHooks } from '../../resources/write-hooks.ts';
import type { OperationContext } from '../../resources/operations.ts';

/**
 * A report's entry state and validation are the server's (issue "Reports"): a tutor's report is to be entered,
 * partially entered or entered from what they filled in; staff confirming it set who and when, and the state to
 * confirmed; staff sending it back clear them. The rights (CASL) already refuse these fields from a tutor's body.
 */
export const reportWriteHooks: WriteHooks = {
  serverFieldsOnCreate: (context, record) => serverFields(context, undefined, record),
  serverFieldsOnUpdate: (context, before, after) => serverFields(context, before, after),
};

function serverFields(context: OperationContext, before: Record<string, unknown> | undefined, after: Record<string, unknown>): Record<string, unknown> {
  const worked = reportEntryStatusOf(after as ReportContent);
  if (!isStaffRole(context.signedIn.role)) return { status: worked };
  const confirmed = after.isValidated === true;
  if (confirmed && before?.isValidated !== true) return { status: 'confirmed', validatedBy: context.signedIn.userId, validatedAt: context.now.toISOString() };
  if (!confirmed && before?.isValidated === true) return { status: worked, validatedBy: undefined, validatedAt: undefined };
  return {};
}
