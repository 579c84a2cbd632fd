import { ERROR_MESSAGES, getResource, translate } from '@binome/schema';
import { slotKey, type WeeklySlot } from '@binome/schema/matching';
import { canChangeSessionStatus } from '@binome/schema/sessions';
import { subject } from '@casl/ability';
import type { Store, StoredDocument } from '../../store/store.ts';
import { problems } from '../../http/problems.ts';
import { auditUpdate } from '../../audit/audit-log.ts';
import { toRecord } from '../../resources/documents.ts';
import { readableFilter, refusalOf, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import { cancelUpcomingOccurrences } from '../sessions/cancel-occurrences.ts';
import { markTutorSlot } from '../sessions/taken-slot.ts';
import type { SeriesRecord } from '../sessions/occurrence-store.ts';

const pairs = getResource('pairs').entity;
const sessions = getResource('sessions').entity;
const tutors = getResource('tutors').entity;
const students = getResource('students').entity;

export interface DissociationRequest {
  reason: string;
  description?: string | undefined;
}

/** The kinds of session a pair has together; group sessions belong to more people and are left alone. */
const PAIR_SESSION_TYPES = ['session-0', 'private-session'];

/**
 * Ends a pair (section 4, "pairs can be dissociated"): reason, date and author recorded by the server; the future
 * occurrences of the pair's sessions cancelled and the series called off; the tutor's and the student's slot
 * freed; the student back to waiting for a tutor and out of the tutor's matched students. The pair stays, as
 * dissociated, so that the matching never proposes the two again. One transaction.
 */
export async function dissociatePair(context: OperationContext, id: string, request: DissociationRequest) {
  const pair = await context.store.collection(pairs.collection).findOne(readableFilter(context, pairs, { _id: id }, 'read'));
  if (!pair) throw problems.notFound();
  const { ability } = context.signedIn;
  if (!ability.can('update', subject('pairs', toRecord(pairs, pair)))) throw refusalOf(ability, 'update', 'pairs');
  if (pair.status === 'dissociated') throw problems.conflict(ERROR_MESSAGES.pairNotActive, 'pairNotActive');
  const tutorId = String(pair.tutorId);
  const studentId = String(pair.studentId);
  const nowIso = context.now.toISOString();
  const details = {
    reason: request.reason,
    ...(request.description && { description: request.description }),
    dissociatedAt: nowIso,
    dissociatedBy: context.signedIn.userId,
  };
  const cancellation = {
    cancelingReason: translate('fr', `enums.dissociationReason.${request.reason}`),
    ...(request.description && { cancelingDescription: request.description }),
  };
  return context.store.withTransaction(async (store) => {
    const after = { ...pair, status: 'dissociated', dissociationDetails: details, ...updateStamp(context) };
    const written = await store.collection(pairs.collection).replaceOne(unchangedSince(pair), after);
    if (written.matchedCount === 0) throw problems.conflict(ERROR_MESSAGES.editConflict, 'editConflict');
    await auditUpdate(store, context, 'pairs', id, toRecord(pairs, pair), toRecord(pairs, after));
    let canceledOccurrences = 0;
    const together = await store
      .collection(sessions.collection)
      .find({ 'tutors.userId': tutorId, 'students.userId': studentId, sessionType: { $in: PAIR_SESSION_TYPES }, status: { $ne: 'canceled' } }, { limit: 500 });
    for (const session of together) {
      canceledOccurrences += await cancelUpcomingOccurrences(store, session._id, context.now, cancellation);
      await markTutorSlot(store, { ...toRecord(sessions, session), id: session._id } as SeriesRecord, false);
      if (!canChangeSessionStatus(String(session.status), 'canceled') || !(await nothingLeft(store, session._id, nowIso))) continue;
      const canceled = { ...session, status: 'canceled', ...cancellation, ...updateStamp(context) };
      await store.collection(sessions.collection).replaceOne({ _id: session._id }, canceled);
      await auditUpdate(store, context, 'sessions', session._id, toRecord(sessions, session), toRecord(sessions, canceled));
    }
    const slot = pair.weeklySlot as WeeklySlot | undefined;
    await releasePerson(store, context, tutorId, 'tutorPreferences', slot, (preferences) => ({
      matchedStudents: ((preferences.matchedStudents ?? []) as string[]).filter((one) => one !== studentId),
    }));
    await releasePerson(store, context, studentId, 'studentPreferences', slot, () => ({
      matchingStatus: 'unmatched',
      situation: 'awaiting-tutor',
      pipelineStatus: 'complete',
      folderStatus: 'waiting-for-tutor',
    }));
    return { id, status: 'dissociated' as const, dissociationDetails: details, canceledOccurrences };
  });
}

/** A series with no occurrence still to come is called off with the pair. */
async function nothingLeft(store: Store, sessionId: string, nowIso: string): Promise<boolean> {
  return (await store.collection('sessionOccurrences').count({ sessionId, status: { $in: ['scheduled', 'skipped'] }, endDate: { $gt: nowIso } })) === 0;
}

async function releasePerson(
  store: Store,
  context: OperationContext,
  userId: string,
  preferencesKey: 'tutorPreferences' | 'studentPreferences',
  slot: WeeklySlot | undefined,
  changes: (preferences: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const person = await store.collection('users').findOne({ _id: userId });
  if (!person) return;
  const preferences = (person[preferencesKey] ?? {}) as Record<string, unknown>;
  const availability = ((preferences.availability ?? []) as WeeklySlot[]).map((own) =>
    slot && slotKey(own) === slotKey(slot) ? { ...own, taken: false } : own,
  );
  const after: StoredDocument = { ...person, [preferencesKey]: { ...preferences, ...changes(preferences), availability }, ...updateStamp(context) };
  await store.collection('users').replaceOne({ _id: userId }, after);
  const entity = preferencesKey === 'tutorPreferences' ? tutors : students;
  await auditUpdate(store, context, entity.name, userId, toRecord(entity, person), toRecord(entity, after));
}
