import { ERROR_MESSAGES, getResource, sessionOccurrences, VALIDATION_MESSAGES, type ErrorCode } from '@binome/schema';
import { canChangeSessionStatus } from '@binome/schema/sessions';
import { subject } from '@casl/ability';
import type { Store, StoredDocument } from '../../store/store.ts';
import { Problem, problems } from '../../http/problems.ts';
import { auditUpdate } from '../../audit/audit-log.ts';
import { deleteRecord, readableFilter, refusalOf, type OperationContext } from '../../resources/operations.ts';
import { documentOf, toRecord } from '../../resources/documents.ts';
import { cancelUpcomingOccurrences } from './cancel-occurrences.ts';
import { holdSlots } from './booking.ts';
import { markTutorSlot } from './taken-slot.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument, type SeriesRecord } from './occurrence-store.ts';

const sessions = getResource('sessions').entity;
const occurrences = getResource('sessionOccurrences').entity;

export interface CancelRequest {
  cancelingReason: string;
  cancelingDescription?: string | undefined;
  occurrenceId?: string | undefined;
  from?: string | undefined;
}

/** Cancels one upcoming occurrence, or what is left of the series from a date (the session too when nothing is left). */
export async function cancelSession(context: OperationContext, id: string, request: CancelRequest): Promise<{ canceled: number; seriesCanceled: boolean }> {
  const series = await seriesToChange(context, id);
  const reason = { cancelingReason: request.cancelingReason, ...(request.cancelingDescription && { cancelingDescription: request.cancelingDescription }) };
  const nowIso = context.now.toISOString();
  return context.store.withTransaction(async (store) => {
    if (request.occurrenceId) {
      const occurrence = await upcomingOccurrence(store, request.occurrenceId, id, nowIso);
      await store.collection(OCCURRENCES_COLLECTION).updateOne({ _id: occurrence._id, status: occurrence.status }, { $set: { status: 'canceled', ...reason } });
      await auditUpdate(store, context, 'sessionOccurrences', occurrence._id, occurrence, { ...occurrence, status: 'canceled', ...reason });
      return { canceled: 1, seriesCanceled: false };
    }
    const from = request.from && request.from > nowIso ? new Date(request.from) : context.now;
    const left = await store
      .collection(OCCURRENCES_COLLECTION)
      .count({ sessionId: id, status: { $in: ['scheduled', 'skipped'] }, endDate: { $gt: nowIso }, startDate: { $lt: from.toISOString() } });
    const canceled = await cancelUpcomingOccurrences(store, id, from, reason);
    // Nothing left before the date: the series itself is called off, as its status allows.
    const seriesCanceled = left === 0 && canChangeSessionStatus(stringOf(series.status), 'canceled');
    if (seriesCanceled) {
      const after = { ...series, status: 'canceled', ...reason, updatedAt: nowIso, updatedBy: context.signedIn.userId };
      await store
        .collection(sessions.collection)
        .updateOne({ _id: id }, { $set: { status: 'canceled', ...reason, updatedAt: nowIso, updatedBy: context.signedIn.userId } });
      await markTutorSlot(store, { ...toRecord(sessions, series), id } as SeriesRecord, false);
      await auditUpdate(store, context, 'sessions', id, toRecord(sessions, series), toRecord(sessions, after as StoredDocument));
    }
    return { canceled, seriesCanceled };
  });
}

/** Moves one upcoming occurrence, checked against every booking of its people like a new session. */
export async function moveOccurrence(context: OperationContext, id: string, startDate: string, endDate: string): Promise<OccurrenceDocument> {
  if (!(Date.parse(endDate) > Date.parse(startDate))) throw problems.validation([{ path: 'endDate', message: VALIDATION_MESSAGES.endBeforeStart }]);
  const nowIso = context.now.toISOString();
  if (new Date(startDate).toISOString() <= nowIso) throw problems.validation([{ path: 'startDate', message: ERROR_MESSAGES.chooseAnotherSlot }]);
  const found = await context.store.collection(OCCURRENCES_COLLECTION).findOne(readableFilter(context, occurrences, { _id: id }, 'read'));
  if (!found) throw problems.notFound();
  const { sessionId } = documentOf(sessionOccurrences, found);
  await seriesToChange(context, sessionId);
  return context.store.withTransaction(async (store) => {
    const occurrence = await upcomingOccurrence(store, id, sessionId, nowIso);
    const moved = {
      ...occurrence,
      startDate: new Date(startDate).toISOString(),
      endDate: new Date(endDate).toISOString(),
      moved: true,
      status: 'scheduled' as const,
    };
    await store.collection(OCCURRENCES_COLLECTION).replaceOne({ _id: id }, moved);
    await holdSlots(store, occurrence.sessionId, [moved]);
    // The audit keeps what the record shows: never the room, which only a join hands out.
    await auditUpdate(store, context, 'sessionOccurrences', id, toRecord(occurrences, occurrence), toRecord(occurrences, moved as StoredDocument));
    return moved;
  });
}

/** Deletes each session the author may delete; says why for the others. */
export async function batchDeleteSessions(context: OperationContext, ids: readonly string[]) {
  const deleted: string[] = [];
  const refused: { id: string; code: ErrorCode; message: string }[] = [];
  for (const id of new Set(ids)) {
    try {
      await deleteRecord(context, sessions, id);
      deleted.push(id);
    } catch (error) {
      if (!(error instanceof Problem)) throw error;
      refused.push({ id, code: error.code, message: error.message });
    }
  }
  return { deleted, refused };
}

/** A session the author may read and update (404 when they may not see it, 403 when they may only read it). */
async function seriesToChange(context: OperationContext, id: string): Promise<StoredDocument> {
  const series = await context.store.collection(sessions.collection).findOne(readableFilter(context, sessions, { _id: id }, 'read'));
  if (!series) throw problems.notFound();
  const { ability } = context.signedIn;
  if (!ability.can('update', subject('sessions', toRecord(sessions, series)))) throw refusalOf(ability, 'update', 'sessions');
  return series;
}

async function upcomingOccurrence(store: Store, id: string, sessionId: string, nowIso: string): Promise<OccurrenceDocument> {
  const occurrence = (await store.collection(OCCURRENCES_COLLECTION).findOne({ _id: id, sessionId })) as OccurrenceDocument | null;
  if (!occurrence) throw problems.notFound();
  if (occurrence.status === 'canceled' || occurrence.endDate <= nowIso) throw problems.conflict(ERROR_MESSAGES.occurrenceNotUpcoming, 'occurrenceNotUpcoming');
  return occurrence;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
