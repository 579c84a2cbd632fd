import { ERROR_MESSAGES, getResource } from '@binome/schema';
import {
  commonFreeSlots,
  modeOfPair,
  sharedModes,
  slotKey,
  unmetConstraints,
  type MatchStudent,
  type MatchTutor,
  type PairHistory,
  type TutoringMode,
  type WeeklySlot,
} from '@binome/schema/matching';
import { parisDay, parisInstant, inParis } from '@binome/schema/sessions';
import { DuplicateKeyError, type Store, type StoredDocument } from '../../store/store.ts';
import { Problem, problems } from '../../http/problems.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { newId, toRecord } from '../../resources/documents.ts';
import { newStoredDocument, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import { sessionWriteHooks } from '../sessions/session-write.hooks.ts';
import type { SeriesRecord } from '../sessions/occurrence-store.ts';
import { pairHistoryOf } from './matching-reads.ts';
import { pairDepartments, storeSource } from '../departments/record-departments.ts';
import { sessionPlace } from './session-place.ts';

const sessions = getResource('sessions').entity;
const pairs = getResource('pairs').entity;
const tutors = getResource('tutors').entity;
const students = getResource('students').entity;

/** The first session a match books: session 0 (one meeting) or the weekly private session on the chosen slot. */
export type FirstSession = 'session-0' | 'weekly';

export interface MatchRequest {
  tutor: { document: StoredDocument; profile: MatchTutor };
  student: { document: StoredDocument; profile: MatchStudent };
  slot: Pick<WeeklySlot, 'dayOfTheWeek' | 'startTime'>;
  firstSession: FirstSession;
  /** VSC ids chosen by staff; the student's own VSC otherwise. */
  vscIds?: readonly string[] | undefined;
  origin: 'matching' | 'auto';
  /** The tutor's pairs, when the caller has just read them (the automatic matching did, to pick). */
  history?: PairHistory | undefined;
  /** Staff's choice when both accept both modes; otherwise the session takes the mode they share. */
  tutoringMode?: TutoringMode | undefined;
}

export interface MatchCreated {
  pairId: string;
  sessionId: string;
  tutorId: string;
  studentId: string;
  studentFullName: string;
  tutorFullName: string;
  slot: WeeklySlot;
  firstSessionStart: string;
  matchedStudents: number;
  numberOfStudentsToSupport: number;
}

/** A person changed between the read and the write (another match took them): the caller reads again. */
export class MatchRaceError extends Error {}

/** Another match won the race for these people: a changed revision, or the pair's unique index. */
export function lostRace(error: unknown): boolean {
  return error instanceof MatchRaceError || error instanceof DuplicateKeyError;
}

/** What a lost race answers when nobody reads again for the caller: 409 `matchingBusy`, try again. */
export function matchingBusyIfLost(error: unknown): unknown {
  return lostRace(error) ? problems.conflict(ERROR_MESSAGES.matchingBusy, 'matchingBusy') : error;
}

/**
 * Makes a pair and books its first session in one transaction: the session through the sessions' own write path
 * (occurrences, every-occurrence conflict check, the tutor's slot taken), the pair, the tutor's matched students
 * and the student's situation. The tutor and the student are written with a compare-and-set on the revision that
 * was read, so two matches racing for the same student (or the same tutor's last place) cannot both commit.
 */
export async function createMatch(context: OperationContext, request: MatchRequest): Promise<MatchCreated> {
  const { tutor, student } = request;
  const history = request.history ?? (await pairHistoryOf(context.store, { tutorId: tutor.profile.id }));
  const unmet = unmetConstraints(tutor.profile, student.profile, history);
  if (unmet.length > 0) {
    throw new Problem(
      409,
      'notMatchable',
      ERROR_MESSAGES.notMatchable,
      unmet.map((constraint) => ({ path: 'studentId', message: `staffMatching.constraints.${constraint}`, params: { constraint } })),
    );
  }
  const slot = commonFreeSlots(tutor.profile, student.profile).find((candidate) => slotKey(candidate) === slotKey(request.slot));
  if (!slot) throw new Problem(409, 'slotNotCommon', ERROR_MESSAGES.slotNotCommon, [{ path: 'slot', message: ERROR_MESSAGES.slotNotCommon }]);
  // A mode one of them refuses is not quietly replaced by the other: staff chose it, so they are told.
  if (request.tutoringMode && !sharedModes(tutor.profile, student.profile).includes(request.tutoringMode)) {
    throw new Problem(409, 'tutoringModeNotShared', ERROR_MESSAGES.tutoringModeNotShared, [
      { path: 'tutoringMode', message: ERROR_MESSAGES.tutoringModeNotShared },
    ]);
  }
  const vsc = await vscOf(context.store, student.document, request.vscIds);
  const where = await sessionPlace(context.store, tutor, student, modeOfPair(tutor.profile, student.profile, request.tutoringMode));
  const sessionId = newId();
  const pairId = newId();
  // The pair and its session name the same two people: both are filed under the student's department.
  const departments = await pairDepartments(storeSource(context.store), { tutorId: tutor.profile.id, studentId: student.profile.id });
  const session: Record<string, unknown> = { ...sessionRecord(context, request, slot, vsc), ...where, departments };
  const pair = {
    tutorId: tutor.profile.id,
    studentId: student.profile.id,
    program: student.document.program,
    status: 'active',
    managedBy: context.signedIn.userId,
    weeklySlot: { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime, endTime: slot.endTime },
    departments,
  };
  const matched = [...tutor.profile.matchedStudents, student.profile.id];
  await context.store.withTransaction(async (store) => {
    const tutorAfter = withSlotTaken(tutor.document, 'tutorPreferences', slot, { matchedStudents: matched });
    const studentAfter = withSlotTaken(student.document, 'studentPreferences', slot, studentSituationAfterMatch(request.firstSession));
    await casReplace(store, context, tutor.document, tutorAfter);
    await casReplace(store, context, student.document, studentAfter);
    const sessionDocument = newStoredDocument(context, sessions, session, sessionId);
    await store.collection(sessions.collection).insertOne(sessionDocument);
    // The session was built from the descriptor's fields just above: it is a series record as the hooks type it.
    await sessionWriteHooks.inTransaction!(store, context, { id: sessionId, after: toRecord(sessions, sessionDocument) as SeriesRecord });
    const pairDocument = newStoredDocument(context, pairs, pair, pairId);
    await store.collection(pairs.collection).insertOne(pairDocument);
    const audit = (resource: string, recordId: string, after: Record<string, unknown>, before?: Record<string, unknown>) =>
      writeAudit(store, {
        actor: context.signedIn,
        action: before ? 'update' : 'create',
        resource,
        recordId,
        after,
        ...(before && { before }),
        requestId: context.requestId,
        at: context.now,
      });
    await audit('sessions', sessionId, toRecord(sessions, sessionDocument));
    await audit('pairs', pairId, toRecord(pairs, pairDocument));
    await audit('tutors', tutor.profile.id, toRecord(tutors, tutorAfter), toRecord(tutors, tutor.document));
    await audit('students', student.profile.id, toRecord(students, studentAfter), toRecord(students, student.document));
  });
  return {
    pairId,
    sessionId,
    tutorId: tutor.profile.id,
    studentId: student.profile.id,
    tutorFullName: tutor.profile.fullName,
    studentFullName: student.profile.fullName,
    slot: { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime, endTime: slot.endTime },
    firstSessionStart: (session.sessionDate as { startDate: string }).startDate,
    matchedStudents: matched.length,
    numberOfStudentsToSupport: tutor.profile.capacity,
  };
}

/** What a match changes in the student's follow-up (section 4): a tutor is found, session 0 or tutoring comes next. */
function studentSituationAfterMatch(firstSession: FirstSession): Record<string, unknown> {
  return {
    matchingStatus: 'private-session',
    situation: 'in-tutoring',
    pipelineStatus: firstSession === 'session-0' ? 'scheduled-session-0' : 'in-tutoring',
    folderStatus: 'validated',
  };
}

/**
 * The first session: on the slot's weekday, from tomorrow on (Paris), for one hour. Section 4 for the automatic
 * matching: a private weekly session, to be scheduled, every participant's absence flag set until they attend,
 * recurrence number 0 beside 'weekly'.
 */
function sessionRecord(
  context: OperationContext,
  request: MatchRequest,
  slot: WeeklySlot,
  vsc: { vscId: string; vscName?: string }[],
): Record<string, unknown> {
  const { tutor, student } = request;
  const day = nextWeekday(context.now, slot.dayOfTheWeek);
  const startDate = parisInstant(day, slot.startTime);
  const endDate = parisInstant(day, slot.endTime);
  const isSession0 = request.firstSession === 'session-0';
  const preferences = (student.document.studentPreferences ?? {}) as { parentUserId?: string };
  return {
    sessionType: isSession0 ? 'session-0' : 'private-session',
    status: isSession0 ? 'session-0-to-be-scheduled' : 'to-be-scheduled',
    ...(isSession0 && { session0SubStatus: 'suggested' }),
    program: { programId: student.profile.programId },
    tutors: [{ userId: tutor.profile.id, fullName: tutor.profile.fullName, absence: true }],
    students: [{ userId: student.profile.id, fullName: student.profile.fullName, absence: true }],
    vsc,
    school: 'Autre',
    scheduleDuringHolidays: false,
    sessionDate: { startDate, endDate },
    recurrence: isSession0
      ? { recurrenceNumber: 1, recurrenceName: 'one-time' }
      : { recurrenceNumber: request.origin === 'auto' ? 0 : 7, recurrenceName: 'weekly' },
    ...(preferences.parentUserId && { parentUserId: preferences.parentUserId }),
    origin: request.origin,
  };
}

/** The Paris day of the next `weekday` (1 Monday … 7 Sunday) strictly after today. */
export function nextWeekday(now: Date, weekday: number): string {
  const today = inParis(now);
  const todayWeekday = today.day() === 0 ? 7 : today.day();
  const ahead = (weekday - todayWeekday + 7) % 7 || 7;
  return parisDay(today.add(ahead, 'day').toDate());
}

/** The chosen VSC, or the student's own: every session has at least one (section 5). */
async function vscOf(store: Store, student: StoredDocument, chosen: readonly string[] | undefined): Promise<{ vscId: string; vscName?: string }[]> {
  if (chosen && chosen.length > 0) {
    const found = await store.collection('users').find({ _id: { $in: [...chosen] }, userRole: 'vsc' }, { projection: { contactDetails: 1 } });
    if (found.length !== new Set(chosen).size) throw problems.validation([{ path: 'vscIds', message: ERROR_MESSAGES.unknownReference }]);
    return found.map((vsc) => ({ vscId: vsc._id, vscName: fullName(vsc) }));
  }
  const own = ((student.studentPreferences as { assignment?: { vsc?: { vscId: string; vscName?: string }[] } } | undefined)?.assignment?.vsc ?? []).filter(
    (entry) => entry.vscId,
  );
  if (own.length === 0) throw problems.validation([{ path: 'vscIds', message: 'validation.vscRequired' }]);
  return own.map(({ vscId, vscName }) => ({ vscId, ...(vscName && { vscName }) }));
}

function withSlotTaken(
  document: StoredDocument,
  preferencesKey: 'tutorPreferences' | 'studentPreferences',
  slot: WeeklySlot,
  changes: Record<string, unknown>,
): StoredDocument {
  const preferences = (document[preferencesKey] ?? {}) as { availability?: WeeklySlot[] };
  const availability = (preferences.availability ?? []).map((own) => (slotKey(own) === slotKey(slot) ? { ...own, taken: true } : own));
  return { ...document, [preferencesKey]: { ...preferences, ...changes, availability } };
}

/** Replaces a person only if nobody wrote them since they were read. */
async function casReplace(store: Store, context: OperationContext, before: StoredDocument, after: StoredDocument): Promise<void> {
  const full = await store.collection('users').findOne(unchangedSince(before));
  if (!full) throw new MatchRaceError();
  // The matching read a projection: the write keeps every other field of the stored person.
  const result = await store.collection('users').replaceOne(unchangedSince(before), { ...full, ...after, ...updateStamp(context), _id: before._id });
  if (result.matchedCount === 0) throw new MatchRaceError();
}

function fullName(document: StoredDocument): string {
  const contact = (document.contactDetails ?? {}) as { firstName?: string; lastName?: string };
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ');
}
