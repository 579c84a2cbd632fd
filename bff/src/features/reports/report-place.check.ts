import {
  ERROR_MESSAGES,
  getResource,
  reportInconsistencies,
  type ReportInconsistencyKind,
  type ReportOccurrencePeople,
  type ReportSessionPeople,
} from '@binome/schema';
import { Problem } from '../../http/problems.ts';
import type { OperationContext } from '../../resources/operations.ts';
import type { Report } from './report-record.ts';

const MESSAGES: Readonly<Record<ReportInconsistencyKind, string>> = {
  placeFixed: ERROR_MESSAGES.reportPlaceFixed,
  notNamedBySession: ERROR_MESSAGES.notNamedBySession,
  occurrenceOfAnotherSession: ERROR_MESSAGES.occurrenceOfAnotherSession,
};

/**
 * A report names only its session's people and one of its occurrences, and never moves (schema's
 * domain/reports/report-consistency.ts), for every writer. The generic write has already checked that the session
 * and the occurrence exist and that the writer may read them; the session and occurrence are read here as stored,
 * since whom they name is the point, not what the writer may see of them.
 */
export async function checkReportPlace(context: OperationContext, before: Report | undefined, after: Report): Promise<void> {
  const [session, occurrence] = await Promise.all([
    storedById<ReportSessionPeople>(context, 'sessions', after.sessionId),
    storedById<ReportOccurrencePeople>(context, 'sessionOccurrences', after.occurrenceId),
  ]);
  const found = reportInconsistencies({ before, after, session, occurrence });
  if (found.length === 0) return;
  const kind = found[0]!.kind;
  const details = found.map(({ path, kind: each }) => ({ path, message: MESSAGES[each], params: { field: path } }));
  throw new Problem(400, kind === 'placeFixed' ? 'reportPlaceFixed' : kind, MESSAGES[kind], details);
}

async function storedById<T>(context: OperationContext, resource: string, id: string | undefined): Promise<T | undefined> {
  if (!id) return undefined;
  const document = await context.store
    .collection(getResource(resource).entity.collection)
    .findOne({ _id: id }, { projection: { tutors: 1, students: 1, sessionId: 1 } });
  return (document ?? undefined) as T | undefined;
}
