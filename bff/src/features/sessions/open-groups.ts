import { DEFAULT_PAGE_SIZE, ERROR_MESSAGES, MAX_PAGE_SIZE, sessions, students, levels } from '@binome/schema';
import { fullNameOf, groupRefusalFor, isRegistered, placesLeft, type GroupSessionFacts, type GroupStudentFacts } from '@binome/schema/sessions';
import type { StoredDocument } from '../../store/store.ts';
import { problems } from '../../http/problems.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';
import { documentOf, toRecord } from '../../resources/documents.ts';
import { OCCURRENCES_COLLECTION } from './occurrence-store.ts';
import { groupStudentOf } from './registration.ts';

/** A parent has a handful of children; more is not a family and is not read. */
const MAX_CHILDREN = 50;
/** The open group sessions of a program are few; the scan stops here whatever the data. */
const MAX_GROUP_SESSIONS = 1000;

export interface OpenGroupQuery {
  studentId?: string | undefined;
  _start?: string | undefined;
  _end?: string | undefined;
}

export interface OpenGroupSession {
  id: string;
  subject?: string;
  levels: { id: string; label: string }[];
  tutoringMode?: string;
  placeType?: string;
  placeOrRoom?: string;
  recurrenceName?: string;
  capacity: number | null;
  registered: number;
  places: number | null;
  nextOccurrence: { id: string; startDate: string; endDate: string };
  /** The reader's own children (or the student themself) this session is open to, and whether they are in it. */
  students: { userId: string; fullName?: string; registered: boolean }[];
}

/**
 * The group sessions a student (for themself) or a parent (for each child) could join: of the student's program,
 * for their level when the session names levels, with a place left or already theirs, and an occurrence to come.
 * Only what a family may see: other children are a count, never names.
 */
export async function openGroupSessions(context: OperationContext, query: OpenGroupQuery): Promise<{ rows: OpenGroupSession[]; total: number }> {
  const { skip, limit } = pageOf(query);
  const family = await familyStudents(context, query.studentId);
  const programs = [...new Set(family.map((student) => student.facts.programId).filter((id): id is string => id !== undefined))];
  if (programs.length === 0) return { rows: [], total: 0 };
  const candidates = await context.store
    .collection(sessions.collection)
    .find(
      { sessionType: 'group-session', status: { $ne: 'canceled' }, 'program.programId': { $in: programs } },
      { limit: MAX_GROUP_SESSIONS, sort: { _id: 1 } },
    );
  const next = await nextOccurrences(
    context,
    candidates.map((session) => session._id),
  );
  const offers: { session: StoredDocument; facts: GroupSessionFacts; concerned: typeof family; next: OpenGroupSession['nextOccurrence'] }[] = [];
  for (const session of candidates) {
    const upcoming = next.get(session._id);
    if (!upcoming) continue;
    const facts = toRecord(sessions, session) as GroupSessionFacts;
    const concerned = family.filter((student) => groupRefusalFor(facts, student.facts) === undefined);
    if (concerned.length > 0) offers.push({ session, facts, concerned, next: upcoming });
  }
  offers.sort((a, b) => a.next.startDate.localeCompare(b.next.startDate) || a.session._id.localeCompare(b.session._id));
  const page = offers.slice(skip, skip + limit);
  const levelLabels = await levelLabelsOf(
    context,
    page.flatMap((offer) => offer.facts.levels ?? []),
  );
  const rows = page.map(({ session, facts, concerned, next: nextOccurrence }): OpenGroupSession => ({
    id: session._id,
    ...textOf('subject', session.subject),
    levels: (facts.levels ?? []).map((id) => ({ id, label: levelLabels.get(id) ?? id })),
    ...textOf('tutoringMode', session.tutoringMode),
    ...textOf('placeType', session.placeType),
    ...textOf('placeOrRoom', session.placeOrRoom),
    ...textOf('recurrenceName', (session.recurrence as { recurrenceName?: unknown } | undefined)?.recurrenceName),
    capacity: typeof facts.capacity === 'number' ? facts.capacity : null,
    registered: facts.students?.length ?? 0,
    places: placesLeft(facts),
    nextOccurrence,
    students: concerned.map((student) => ({
      userId: student.facts.id,
      ...(student.fullName !== undefined && { fullName: student.fullName }),
      registered: isRegistered(facts, student.facts.id),
    })),
  }));
  return { rows, total: offers.length };
}

function pageOf(query: OpenGroupQuery): { skip: number; limit: number } {
  const start = query._start === undefined ? 0 : Number(query._start);
  const end = query._end === undefined ? start + DEFAULT_PAGE_SIZE : Number(query._end);
  if (end < start) throw problems.badQuery([{ parameter: '_end', message: ERROR_MESSAGES.badQuery }]);
  return { skip: start, limit: Math.min(end - start, MAX_PAGE_SIZE) };
}

/** The signed-in student, or the parent's children (one of them when asked), as far as the reader may read them. */
async function familyStudents(context: OperationContext, studentId: string | undefined): Promise<{ facts: GroupStudentFacts; fullName: string | undefined }[]> {
  const { role, userId } = context.signedIn;
  if (role !== 'student' && role !== 'parent') throw problems.forbidden();
  if (role === 'student' && studentId !== undefined && studentId !== userId) throw problems.forbidden();
  const filter = role === 'student' ? { _id: userId } : { 'studentPreferences.parentUserId': userId, ...(studentId !== undefined && { _id: studentId }) };
  const found = await context.store
    .collection(students.collection)
    .find(readableFilter(context, students, filter, 'read'), { limit: MAX_CHILDREN, sort: { _id: 1 } });
  if (studentId !== undefined && found.length === 0) throw problems.notFound();
  return found.map((student) => ({ facts: groupStudentOf(student), fullName: fullNameOf(student) }));
}

/** Each session's next occurrence still to come, in one pass over the occurrences. */
async function nextOccurrences(context: OperationContext, sessionIds: readonly string[]): Promise<Map<string, OpenGroupSession['nextOccurrence']>> {
  if (sessionIds.length === 0) return new Map();
  const groups = await context.store
    .collection(OCCURRENCES_COLLECTION)
    .aggregate([
      { $match: { sessionId: { $in: [...sessionIds] }, status: 'scheduled', startDate: { $gt: context.now.toISOString() } } },
      { $sort: { startDate: 1, _id: 1 } },
      { $group: { _id: '$sessionId', occurrenceId: { $first: '$_id' }, startDate: { $first: '$startDate' }, endDate: { $first: '$endDate' } } },
    ]);
  return new Map(
    groups.map((group) => [String(group._id), { id: String(group.occurrenceId), startDate: String(group.startDate), endDate: String(group.endDate) }]),
  );
}

async function levelLabelsOf(context: OperationContext, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const found = await context.store.collection(levels.collection).find({ _id: { $in: wanted } }, { limit: wanted.length, projection: { levelName: 1 } });
  return new Map(found.map((document) => [document._id, documentOf(levels, document).levelName]));
}

function textOf<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {};
}
