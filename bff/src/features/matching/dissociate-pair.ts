import { ERROR_MESSAGES, pairs, sessions, students, translate, tutors, type Entity, type StoredRecord } from '@binome/schema';
import { slotKey, type WeeklySlot } from '@binome/schema/matching';
import { canChangeSessionStatus } from '@binome/schema/sessions';
import { subject } from '@casl/ability';
import type { Store, StoredDocument } from '../../store/store.ts';
import { problems } from '../../http/problems.ts';
import { auditUpdate } from '../../audit/audit-log.ts';
import { documentOf, recordOf, toRecord, type DocumentOf } from '../../resources/documents.ts';
import { readableFilter, refusalOf, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import { cancelUpcomingOccurrences } from '../sessions/cancel-occurrences.ts';
import { markTutorSlot } from '../sessions/taken-slot.ts';

type PairSlot = StoredRecord<typeof pairs>['weeklySlot'];

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
  const found = await context.store.collection(pairs.collection).findOne(readableFilter(context, pairs, { _id: id }, 'read'));
  if (!found) throw problems.notFound();
  const pair = documentOf(pairs, found);
  const { ability } = context.signedIn;
  if (!ability.can('update', subject('pairs', toRecord(pairs, pair)))) throw refusalOf(ability, 'update', 'pairs');
  if (pair.status === 'dissociated') throw problems.conflict(ERROR_MESSAGES.pairNotActive, 'pairNotActive');
  const { tutorId, studentId } = pair;
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
    for (const session of together.map((document) => documentOf(sessions, document))) {
      canceledOccurrences += await cancelUpcomingOccurrences(store, session._id, context.now, cancellation);
      await markTutorSlot(store, recordOf(sessions, session), false);
      if (!canChangeSessionStatus(session.status, 'canceled') || !(await nothingLeft(store, session._id, nowIso))) continue;
      const canceled = { ...session, status: 'canceled', ...cancellation, ...updateStamp(context) };
      await store.collection(sessions.collection).replaceOne({ _id: session._id }, canceled);
      await auditUpdate(store, context, 'sessions', session._id, toRecord(sessions, session), toRecord(sessions, canceled));
    }
    const freed = slotFreedIn(pair.weeklySlot);
    await releasePerson(store, context, tutors, tutorId, (tutor) => {
      const preferences = tutor.tutorPreferences ?? {};
      const matchedStudents = (preferences.matchedStudents ?? []).filter((one) => one !== studentId);
      return { ...tutor, tutorPreferences: { ...preferences, matchedStudents, availability: freed(preferences.availability) } };
    });
    await releasePerson(store, context, students, studentId, (student): DocumentOf<typeof students> => {
      const preferences = student.studentPreferences ?? {};
      return {
        ...student,
        studentPreferences: {
          ...preferences,
          matchingStatus: 'unmatched',
          situation: 'awaiting-tutor',
          pipelineStatus: 'complete',
          folderStatus: 'waiting-for-tutor',
          availability: freed(preferences.availability),
        },
      };
    });
    return { id, status: 'dissociated' as const, dissociationDetails: details, canceledOccurrences };
  });
}

/** A series with no occurrence still to come is called off with the pair. */
async function nothingLeft(store: Store, sessionId: string, nowIso: string): Promise<boolean> {
  return (await store.collection('sessionOccurrences').count({ sessionId, status: { $in: ['scheduled', 'skipped'] }, endDate: { $gt: nowIso } })) === 0;
}

/** A person's availability with the pair's weekly slot free again (all of it kept when the pair names no slot). */
function slotFreedIn(slot: PairSlot): <S extends WeeklySlot>(availability: readonly S[] | undefined) => S[] {
  const key =
    slot?.dayOfTheWeek !== undefined && slot.startTime !== undefined ? slotKey({ dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime }) : undefined;
  return (availability) => (availability ?? []).map((own) => (key !== undefined && slotKey(own) === key ? { ...own, taken: false } : own));
}

/** Writes a tutor or a student as `release` leaves them, with its audit entry. */
async function releasePerson<E extends Entity>(
  store: Store,
  context: OperationContext,
  entity: E,
  userId: string,
  release: (person: DocumentOf<E>) => DocumentOf<E>,
): Promise<void> {
  const found = await store.collection(entity.collection).findOne({ _id: userId });
  if (!found) return;
  const person = documentOf(entity, found);
  const after: StoredDocument = { ...release(person), ...updateStamp(context) };
  await store.collection(entity.collection).replaceOne({ _id: userId }, after);
  await auditUpdate(store, context, entity.name, userId, toRecord(entity, person), toRecord(entity, after));
}
