import type { Store, StoredDocument, Filter } from '../../store/store.ts';
import { SECURITY_LOG_COLLECTION } from '../../audit/security-log.ts';
import { SESSIONS_COLLECTION } from '../../auth/sessions.ts';
import { ATTEMPTS_COLLECTION } from '../onboarding/onboarding.operations.ts';
import { PROGRESS_COLLECTION } from '../training/training.operations.ts';
import { OCCURRENCES_COLLECTION } from '../sessions/occurrence-store.ts';
import { withoutSecrets } from './personal-collections.ts';

type Reduce = (document: StoredDocument, personId: string) => Record<string, unknown>;

/** One part of the export: the person's documents of one collection, each reduced to what concerns them. */
interface Section {
  name: string;
  collection: string;
  filter(personId: string): Filter;
  reduce: Reduce;
  sort?: Record<string, 1 | -1>;
}

/** Drops keys; the ids of staff who wrote or checked a record are the staff's, not the person's. */
const omit = (document: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !keys.includes(key)));
const STAFF_TRAIL = ['createdBy', 'updatedBy', 'validatedBy', 'reviewedBy', 'answeredBy', 'sentBackBy', 'managedBy', 'revokedBy', 'handledBy', 'actorId'];
const asId = ({ _id, ...rest }: StoredDocument): Record<string, unknown> => ({ id: _id, ...rest });
const plain: Reduce = (document) => withoutSecrets(omit(asId(document), STAFF_TRAIL)) as Record<string, unknown>;

type Participant = { userId?: unknown };
/**
 * A shared record keeps only the person's own line: the other participants are dropped and only counted. Their names
 * are their own personal data (often a minor's), and what the person may carry elsewhere is what concerns them.
 */
function ownLine(list: unknown, personId: string) {
  const lines = Array.isArray(list) ? (list as Participant[]) : [];
  return { own: lines.filter((line) => line.userId === personId), others: lines.filter((line) => line.userId !== personId).length };
}

const reduceSession: Reduce = (document, personId) => {
  const tutors = ownLine(document.tutors, personId);
  const students = ownLine(document.students, personId);
  const { vsc: _vsc, registeredUsers, parentUserId: _parent, tutors: _t, students: _s, ...rest } = plain(document, personId);
  return {
    ...rest,
    tutors: tutors.own,
    students: students.own,
    otherTutors: tutors.others,
    otherStudents: students.others,
    registered: Array.isArray(registeredUsers) && registeredUsers.includes(personId),
  };
};

const reduceOccurrence: Reduce = (document) => ({
  id: document._id,
  sessionId: document.sessionId,
  startDate: document.startDate,
  endDate: document.endDate,
  status: document.status,
});

const reduceReport: Reduce = (document, personId) => {
  const attendance = ownLine(document.attendance, personId);
  const { attendance: _a, tutorId, studentId, reviewComment, ...rest } = plain(document, personId);
  const isTutor = tutorId === personId;
  return {
    ...rest,
    ...(isTutor ? { tutorId } : {}),
    ...(studentId === personId ? { studentId } : {}),
    attendance: attendance.own,
    // Staff's comment to the report's writer (never shown to families): the tutor's, not the student's.
    ...(isTutor && reviewComment !== undefined && { reviewComment }),
  };
};

const reducePair: Reduce = (document, personId) => {
  const { tutorId, studentId, ...rest } = plain(document, personId);
  return { ...rest, role: tutorId === personId ? 'tutor' : 'student', ...(tutorId === personId ? { tutorId } : { studentId }) };
};

/** Sign-in sessions: when and how; their id is the hash of the cookie's token, so it stays out. */
const reduceSignInSession: Reduce = (document) => ({
  method: document.method,
  userAgent: document.userAgent,
  createdAt: document.createdAt,
  expiresAt: document.expiresAt,
});

const reduceSecurityEvent: Reduce = (document, personId) => {
  const { actorId, ...rest } = asId(document);
  return { ...(withoutSecrets(rest) as Record<string, unknown>), byThemselves: actorId === personId };
};

const involves = (personId: string, ...paths: string[]): Filter => ({ $or: paths.map((path) => ({ [path]: personId })) });

/** Everything kept about a person, collection by collection (their users record is written first, apart). */
export const EXPORT_SECTIONS: readonly Section[] = [
  {
    name: 'sessions',
    collection: 'sessions',
    filter: (id) => involves(id, 'tutors.userId', 'students.userId', 'registeredUsers'),
    reduce: reduceSession,
    sort: { 'sessionDate.startDate': 1 },
  },
  {
    name: 'sessionOccurrences',
    collection: OCCURRENCES_COLLECTION,
    filter: (id) => ({ participantIds: id }),
    reduce: reduceOccurrence,
    sort: { startDate: 1 },
  },
  { name: 'pairs', collection: 'pairs', filter: (id) => involves(id, 'tutorId', 'studentId'), reduce: reducePair },
  {
    name: 'classReports',
    collection: 'classReports',
    filter: (id) => involves(id, 'tutorId', 'studentId', 'attendance.userId'),
    reduce: reduceReport,
    sort: { reportDate: 1 },
  },
  {
    name: 'scReports',
    collection: 'scReports',
    filter: (id) => involves(id, 'tutorId', 'studentId', 'attendance.userId'),
    reduce: reduceReport,
    sort: { reportDate: 1 },
  },
  // Metadata only: the files themselves stay in the blob store.
  { name: 'documents', collection: 'documents', filter: (id) => ({ ownerId: id }), reduce: (document, id) => omit(plain(document, id), ['blobId']) },
  { name: 'certificates', collection: 'certificates', filter: (id) => ({ tutorId: id }), reduce: plain },
  { name: 'contactMessages', collection: 'contactMessages', filter: (id) => ({ sender: id }), reduce: plain, sort: { createdAt: 1 } },
  { name: 'dataDeletionRequests', collection: 'dataDeletionRequests', filter: (id) => ({ requestedBy: id }), reduce: plain },
  { name: 'trainingProgress', collection: PROGRESS_COLLECTION, filter: (id) => ({ userId: id }), reduce: plain },
  // The questions drawn are the quiz's, not the person's: the attempt keeps its dates and score.
  {
    name: 'quizAttempts',
    collection: ATTEMPTS_COLLECTION,
    filter: (id) => ({ userId: id }),
    reduce: (document, id) => omit(plain(document, id), ['questionIds', 'answers']),
  },
  { name: 'signInSessions', collection: SESSIONS_COLLECTION, filter: (id) => ({ userId: id }), reduce: reduceSignInSession, sort: { createdAt: 1 } },
  { name: 'securityEvents', collection: SECURITY_LOG_COLLECTION, filter: (id) => ({ userId: id }), reduce: reduceSecurityEvent, sort: { at: 1 } },
];

/** Names of staff that records copy beside their ids (a student's local coordinator): the staff's, not the person's. */
function withoutStaffNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStaffNames);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'vscName')
        .map(([key, inner]) => [key, withoutStaffNames(inner)]),
    );
  return value;
}

/**
 * The person's own record: everything but the secrets and staff's names (references such as their parent's or local
 * coordinator's id stay: they are part of the person's record, and name no one); their consents apart.
 */
export function profileOf(person: StoredDocument) {
  const { _id, consents, ...rest } = withoutStaffNames(withoutSecrets(person)) as StoredDocument;
  return { profile: { id: _id, ...omit(rest, ['createdBy', 'updatedBy', 'registrationPending']) }, consents: Array.isArray(consents) ? consents : [] };
}

/**
 * The export as one JSON document, written piece by piece: the profile, then each section streamed from the store
 * document by document, so that a person with years of sessions never has their whole history in memory.
 */
export function personalExport(store: Store, person: StoredDocument, exportedAt: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pieces = exportPieces(store, person, exportedAt);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

async function* exportPieces(store: Store, person: StoredDocument, exportedAt: Date): AsyncGenerator<string, void> {
  const { profile, consents } = profileOf(person);
  yield `{"exportedAt":${JSON.stringify(exportedAt.toISOString())},"profile":${JSON.stringify(profile)},"consents":${JSON.stringify(consents)}`;
  for (const section of EXPORT_SECTIONS) {
    yield `,${JSON.stringify(section.name)}:[`;
    let first = true;
    for await (const document of store.collection(section.collection).stream(section.filter(person._id), section.sort ? { sort: section.sort } : {})) {
      yield `${first ? '' : ','}${JSON.stringify(section.reduce(document, person._id))}`;
      first = false;
    }
    yield ']';
  }
  yield '}';
}
