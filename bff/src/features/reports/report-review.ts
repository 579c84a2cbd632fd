import { classReports, compareForReview, confirmBlockerOf, ERROR_MESSAGES, getResource, isStaffRole, isWrittenBy, reviewFlagsOf } from '@binome/schema';
import type { Report } from './report-record.ts';
import { subject } from '@casl/ability';
import { problems } from '../../http/problems.ts';
import { auditUpdate } from '../../audit/audit-log.ts';
import { documentOf, recordOf, toRecord, type DocumentOf } from '../../resources/documents.ts';
import { readableFilter, readView, refusalOf, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import type { StoredDocument } from '../../store/store.ts';

/** The two kinds of report staff review, by their API path. */
export const REVIEWED_KINDS = { 'class-reports': 'classReports', 'sc-reports': 'scReports' } as const;
export type ReviewedKind = keyof typeof REVIEWED_KINDS;

/** The queue reads at most this many reports awaiting review before ordering them (far more than a day's work). */
const QUEUE_READ_LIMIT = 2000;

function entityOf(kind: ReviewedKind) {
  return getResource(REVIEWED_KINDS[kind]).entity;
}

/** Only staff who may change the reports review them: a tutor never confirms, even their own. */
function refuseNonReviewers(context: OperationContext, kind: ReviewedKind): void {
  if (!isStaffRole(context.signedIn.role) || !context.signedIn.ability.can('update', REVIEWED_KINDS[kind])) throw problems.forbidden();
}

/**
 * The review queue (issue "Reports"): the reports entered and not confirmed nor sent back, that the reader may
 * change; flagged first (an absence, a rating of 2 or less, entered late), then the oldest first.
 */
export async function reviewQueue(context: OperationContext, kind: ReviewedKind, start: number, end: number) {
  refuseNonReviewers(context, kind);
  const entity = entityOf(kind);
  const filter = readableFilter(context, entity, { status: 'entered', isValidated: { $ne: true }, sentBackAt: { $exists: false } }, 'read');
  const documents = await context.store.collection(entity.collection).find(filter, { sort: { reportDate: 1 }, limit: QUEUE_READ_LIMIT });
  const reports = documents.map((document) => ({ document, report: recordOf(classReports, documentOf(classReports, document)) }));
  const order = compareForReview(context.now);
  reports.sort((a, b) => order(a.report, b.report));
  const page = reports.slice(start, end).map(({ document, report }) => ({
    ...readView(context, entity, document),
    id: document._id,
    flags: reviewFlagsOf(report, context.now),
    writtenByReader: isWrittenBy(document, context.signedIn.userId),
  }));
  return { data: page, total: reports.length };
}

/** A report as stored: class and SC reports share their fields (report-record.ts). */
type ReportDocument = DocumentOf<typeof classReports>;

async function reviewable(context: OperationContext, kind: ReviewedKind, id: string): Promise<ReportDocument> {
  refuseNonReviewers(context, kind);
  const entity = entityOf(kind);
  const found = await context.store.collection(entity.collection).findOne(readableFilter(context, entity, { _id: id }, 'read'));
  if (!found) throw problems.notFound();
  const report = documentOf(classReports, found);
  const { ability } = context.signedIn;
  if (!ability.can('update', subject(entity.name, toRecord(entity, report)))) throw refusalOf(ability, 'update', entity.name);
  if (report.isValidated === true) throw problems.conflict(ERROR_MESSAGES.reportAlreadyConfirmed, 'reportAlreadyConfirmed');
  return report;
}

async function writeReview(
  context: OperationContext,
  kind: ReviewedKind,
  report: ReportDocument,
  changes: Partial<Report>,
  removed: readonly (keyof Report)[],
) {
  const entity = entityOf(kind);
  const after: StoredDocument = { ...report, ...changes, ...updateStamp(context) };
  for (const key of removed) delete after[key];
  await context.store.withTransaction(async (store) => {
    const written = await store.collection(entity.collection).replaceOne(unchangedSince(report), after);
    if (written.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await auditUpdate(store, context, entity.name, report._id, toRecord(entity, report), toRecord(entity, after));
  });
  return { ...readView(context, entity, after), id: report._id };
}

/** Confirms a report: every attendance line told and the report entered; who and when are the server's. */
export async function confirmReport(context: OperationContext, kind: ReviewedKind, id: string) {
  const report = await reviewable(context, kind, id);
  if (isWrittenBy(report, context.signedIn.userId)) throw problems.forbidden({ message: ERROR_MESSAGES.ownReportValidation });
  const blocker = confirmBlockerOf(recordOf(classReports, report));
  if (blocker === 'absenceNotConfirmed') throw problems.conflict(ERROR_MESSAGES.absenceNotConfirmed, 'absenceNotConfirmed');
  if (blocker) throw problems.conflict(ERROR_MESSAGES.reportNotEntered, 'reportNotEntered');
  const nowIso = context.now.toISOString();
  return writeReview(
    context,
    kind,
    report,
    { isValidated: true, status: 'confirmed', validatedBy: context.signedIn.userId, validatedAt: nowIso, ...(!report.enteredAt && { enteredAt: nowIso }) },
    ['sentBackAt', 'sentBackBy'],
  );
}

/**
 * Sends a report back to its writer with a comment: it leaves the queue and shows again among the writer's reports
 * to complete, with the comment (never shown to families), until the writer changes it.
 */
export async function sendReportBack(context: OperationContext, kind: ReviewedKind, id: string, comment: string) {
  const report = await reviewable(context, kind, id);
  return writeReview(
    context,
    kind,
    report,
    { status: 'partially-entered', reviewComment: comment, sentBackAt: context.now.toISOString(), sentBackBy: context.signedIn.userId },
    [],
  );
}
