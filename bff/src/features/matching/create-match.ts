import { ERROR_MESSAGES, pairs, sessions, students, tutors, vsc as vscStaff, weekdays, type StoredRecord } from '@binome/schema';
import {
  commonFreeSlots,
  modeOfPair,
  sharedModes,
  slotKey,
  unmetConstraints,
  type PairHistory,
  type TutoringMode,
  type WeeklySlot,
} from '@binome/schema/matching';
import { parisDay, parisInstant, inParis } from '@binome/schema/sessions';
import { DuplicateKeyError, type Store } from '../../store/store.ts';
import { Problem, problems } from '../../http/problems.ts';
import { writeAudit, type AuditEvent } from '../../audit/audit-log.ts';
import { documentOf, newId, recordOf, toRecord, type DocumentOf } from '../../resources/documents.ts';
import { newStoredDocument, unchangedSince, updateStamp, type OperationContext } from '../../resources/operations.ts';
import { sessionWriteHooks } from '../sessions/session-write.hooks.ts';
import { pairHistoryOf, type StudentPerson, type TutorPerson } from './matching-reads.ts';
import { pairDepartments, storeSource } from '../departments/record-departments.ts';
import { sessionPlace } from './session-place.ts';

/** A record about to be created: the store sets its id and creation time. */
type NewRecord<E> = Omit<StoredRecord<E>, 'id' | 'createdAt'>;
type NewSeries = NewRecord<typeof sessions>;
type TutorDocument = DocumentOf<typeof tutors>;
type StudentDocument = DocumentOf<typeof students>;
type StudentPreferences = NonNullable<StoredRecord<typeof students>['studentPreferences']>;

/** The first session a match books: session 0 (one meeting) or the weekly private session on the chosen slot. */
export type FirstSession = 'session-0' | 'weekly';

export interface MatchRequest {
  tutor: TutorPerson;
  student: StudentPerson;
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
  const session: NewSeries = { ...sessionRecord(context, request, slot, vsc), ...where, departments };
  const pair: NewRecord<typeof pairs> = {
    tutorId: tutor.profile.id,
    studentId: student.profile.id,
    program: student.document.program,
    status: 'active',
    managedBy: context.signedIn.userId,
    weeklySlot: storedWeeklySlot(slot),
    departments,
  };
  const matched = [...tutor.profile.matchedStudents, student.profile.id];
  await context.store.withTransaction(async (store) => {
    const tutorAfter = withTutorSlotTaken(tutor.document, slot, matched);
    const studentAfter = withStudentSlotTaken(student.document, slot, studentSituationAfterMatch(request.firstSession));
    await casReplace(store, context, tutor.document, tutorAfter);
    await casReplace(store, context, student.document, studentAfter);
    const sessionDocument = newStoredDocument(context, sessions, session, sessionId);
    await store.collection(sessions.collection).insertOne(sessionDocument);
    // The session was built as a series record just above: the hooks read it as stored.
    await sessionWriteHooks.inTransaction!(store, context, { id: sessionId, after: recordOf(sessions, documentOf(sessions, sessionDocument)) });
    const pairDocument = newStoredDocument(context, pairs, pair, pairId);
    await store.collection(pairs.collection).insertOne(pairDocument);
    const audit = (resource: string, recordId: string, after: AuditEvent['after'], before?: AuditEvent['before']) =>
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
    firstSessionStart: session.sessionDate.startDate,
    matchedStudents: matched.length,
    numberOfStudentsToSupport: tutor.profile.capacity,
  };
}

/** What a match changes in the student's follow-up (section 4): a tutor is found, session 0 or tutoring comes next. */
function studentSituationAfterMatch(firstSession: FirstSession): StudentPreferences {
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
function sessionRecord(context: OperationContext, request: MatchRequest, slot: WeeklySlot, vsc: NewSeries['vsc']): Omit<NewSeries, 'departments'> {
  const { tutor, student } = request;
  const day = nextWeekday(context.now, slot.dayOfTheWeek);
  const startDate = parisInstant(day, slot.startTime);
  const endDate = parisInstant(day, slot.endTime);
  const isSession0 = request.firstSession === 'session-0';
  const preferences = student.document.studentPreferences ?? {};
  // The student's program, as the matching profile reads it: their record's, else their preferences'.
  const program = student.document.program ?? preferences.program;
  return {
    sessionType: isSession0 ? 'session-0' : 'private-session',
    status: isSession0 ? 'session-0-to-be-scheduled' : 'to-be-scheduled',
    ...(isSession0 && { session0SubStatus: 'suggested' }),
    ...(program && { program: { programId: program.programId } }),
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

/** The matching's slots carry a plain number for the day; the pair's stored slot names a weekday, as its descriptor does. */
function storedWeeklySlot(slot: WeeklySlot): NonNullable<NewRecord<typeof pairs>['weeklySlot']> {
  const dayOfTheWeek = weekdays.values.find((day) => day === slot.dayOfTheWeek);
  return { ...(dayOfTheWeek && { dayOfTheWeek }), startTime: slot.startTime, endTime: slot.endTime };
}

/** The Paris day of the next `weekday` (1 Monday … 7 Sunday) strictly after today. */
export function nextWeekday(now: Date, weekday: number): string {
  const today = inParis(now);
  const todayWeekday = today.day() === 0 ? 7 : today.day();
  const ahead = (weekday - todayWeekday + 7) % 7 || 7;
  return parisDay(today.add(ahead, 'day').toDate());
}

/** The chosen VSC, or the student's own: every session has at least one (section 5). */
async function vscOf(store: Store, student: StudentDocument, chosen: readonly string[] | undefined): Promise<NonNullable<NewSeries['vsc']>> {
  if (chosen && chosen.length > 0) {
    const found = await store.collection('users').find({ _id: { $in: [...chosen] }, userRole: 'vsc' }, { projection: { contactDetails: 1 } });
    if (found.length !== new Set(chosen).size) throw problems.validation([{ path: 'vscIds', message: ERROR_MESSAGES.unknownReference }]);
    return found.map((vsc) => ({ vscId: vsc._id, vscName: fullName(documentOf(vscStaff, vsc)) }));
  }
  const own = (student.studentPreferences?.assignment?.vsc ?? []).filter((entry) => entry.vscId);
  if (own.length === 0) throw problems.validation([{ path: 'vscIds', message: 'validation.vscRequired' }]);
  return own.map(({ vscId, vscName }) => ({ vscId, ...(vscName && { vscName }) }));
}

/** The person's weekly availability with the pair's slot marked taken. */
function slotTaken<S extends WeeklySlot>(availability: readonly S[] | undefined, slot: WeeklySlot): S[] {
  return (availability ?? []).map((own) => (slotKey(own) === slotKey(slot) ? { ...own, taken: true } : own));
}

function withTutorSlotTaken(document: TutorDocument, slot: WeeklySlot, matchedStudents: string[]): TutorDocument {
  const preferences = document.tutorPreferences ?? {};
  return { ...document, tutorPreferences: { ...preferences, matchedStudents, availability: slotTaken(preferences.availability, slot) } };
}

function withStudentSlotTaken(document: StudentDocument, slot: WeeklySlot, situation: StudentPreferences): StudentDocument {
  const preferences = document.studentPreferences ?? {};
  return { ...document, studentPreferences: { ...preferences, ...situation, availability: slotTaken(preferences.availability, slot) } };
}

/** Replaces a person only if nobody wrote them since they were read. */
async function casReplace<D extends TutorDocument | StudentDocument>(store: Store, context: OperationContext, before: D, after: D): Promise<void> {
  const full = await store.collection('users').findOne(unchangedSince(before));
  if (!full) throw new MatchRaceError();
  // The matching read a projection: the write keeps every other field of the stored person.
  const result = await store.collection('users').replaceOne(unchangedSince(before), { ...full, ...after, ...updateStamp(context), _id: before._id });
  if (result.matchedCount === 0) throw new MatchRaceError();
}

function fullName(document: { contactDetails: { firstName: string; lastName: string } }): string {
  return [document.contactDetails.firstName, document.contactDetails.lastName].filter(Boolean).join(' ');
}
