import { pairs, programs, students, tutors, type Entity } from '@binome/schema';
import {
  pairKey,
  studentProfileOf,
  tutorProfileOf,
  type MatchStudent,
  type MatchTutor,
  type PairHistory,
  type ProgramBounds,
  type WeeklySlot,
} from '@binome/schema/matching';
import type { Filter, Store, StoredDocument } from '../../store/store.ts';
import { keptProfilesOf, type KeptProfiles } from './kept-profiles.ts';
import { problems } from '../../http/problems.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';
import { documentOf, type DocumentOf } from '../../resources/documents.ts';

/** The fields the matching reads of a person: enough for the constraints, the score and the answer, nothing else. */
const PERSON_PROJECTION = {
  _id: 1,
  _rev: 1,
  status: 1,
  gender: 1,
  program: 1,
  address: 1,
  contactDetails: 1,
  subjectToTeach: 1,
  homeDepartment: 1,
  createdAt: 1,
  tutorPreferences: 1,
  studentPreferences: 1,
} as const;

/** At most this many people are weighed for one answer: a program's whole waiting list fits well within it. */
export const MAX_PEOPLE_WEIGHED = 20_000;

/**
 * A person the matching weighs: their record as its descriptor types it (the projection above keeps every field the
 * descriptor requires, so the type holds), and their matching profile.
 */
export interface Person<E extends Entity, P> {
  document: DocumentOf<E>;
  profile: P;
}
export type TutorPerson = Person<typeof tutors, MatchTutor>;
export type StudentPerson = Person<typeof students, MatchStudent>;

/** A tutor the reader may see (404 otherwise, like every record), with their matching profile. */
export async function readableTutor(context: OperationContext, id: string): Promise<TutorPerson> {
  const document = await context.store.collection('users').findOne(readableFilter(context, tutors, { _id: id }, 'read'), { projection: PERSON_PROJECTION });
  if (!document) throw problems.notFound();
  return { document: documentOf(tutors, document), profile: tutorProfileOf(document) };
}

export async function readableStudent(context: OperationContext, id: string): Promise<StudentPerson> {
  const document = await context.store.collection('users').findOne(readableFilter(context, students, { _id: id }, 'read'), { projection: PERSON_PROJECTION });
  if (!document) throw problems.notFound();
  return { document: documentOf(students, document), profile: studentProfileOf(document, await programBoundsOf(context.store)) };
}

/**
 * The programs' distance bounds (`programs.maxDistanceKm`), read with each answer: four records, and a bound staff
 * change counts at once.
 */
export async function programBoundsOf(store: Store): Promise<ProgramBounds> {
  const found = await store.collection(programs.collection).find({ maxDistanceKm: { $exists: true } }, { projection: { _id: 1, maxDistanceKm: 1 } });
  // The projection keeps the id and the bound only: the type says so.
  const bounded: Pick<DocumentOf<typeof programs>, '_id' | 'maxDistanceKm'>[] = found.map((document) => documentOf(programs, document));
  return new Map(bounded.flatMap((program) => (program.maxDistanceKm === undefined ? [] : [[program._id, program.maxDistanceKm] as const])));
}

/** A tutor as stored, for the server's own work (a tutor's automatic matching reads students they cannot). */
export async function storedTutor(store: Store, id: string): Promise<DocumentOf<typeof tutors> | null> {
  const document = await store.collection('users').findOne({ _id: id, userRole: 'tutor' }, { projection: PERSON_PROJECTION });
  return document && documentOf(tutors, document);
}

/** Students the reader may see that match `filter`, as matching profiles. */
export async function readableStudents(context: OperationContext, filter: Filter): Promise<StudentPerson[]> {
  const [documents, bounds] = await Promise.all([
    context.store.collection('users').find(readableFilter(context, students, filter, 'read'), { projection: PERSON_PROJECTION, limit: MAX_PEOPLE_WEIGHED }),
    programBoundsOf(context.store),
  ]);
  return documents.map((document) => ({ document: documentOf(students, document), profile: studentProfileOf(document, bounds) }));
}

export async function readableTutors(context: OperationContext, filter: Filter): Promise<TutorPerson[]> {
  const documents = await context.store
    .collection('users')
    .find(readableFilter(context, tutors, filter, 'read'), { projection: PERSON_PROJECTION, limit: MAX_PEOPLE_WEIGHED });
  return documents.map((document) => ({ document: documentOf(tutors, document), profile: tutorProfileOf(document) }));
}

/**
 * The matching profiles of the students the reader may see that match `filter`, in the store's order: the store
 * answers which (ids only), the profiles come from those kept between requests where the store allows it
 * (kept-profiles.ts), and are read for the others. What candidates and the proposal weigh: profiles, no records.
 */
export async function readableStudentProfiles(context: OperationContext, filter: Filter): Promise<MatchStudent[]> {
  const kept = keptProfilesOf(context.store);
  if (!kept) return (await readableStudents(context, filter)).map(({ profile }) => profile);
  return profilesOf(context, readableFilter(context, students, filter, 'read'), kept, {
    find: (id) => kept.student(id),
    make: async (documents) => {
      const bounds = await programBoundsOf(context.store);
      return documents.map((document) => studentProfileOf(document, bounds));
    },
    keep: (stamp, profile) => kept.keepStudent(stamp, profile),
  });
}

/** The tutors' side of readableStudentProfiles. */
export async function readableTutorProfiles(context: OperationContext, filter: Filter): Promise<MatchTutor[]> {
  const kept = keptProfilesOf(context.store);
  if (!kept) return (await readableTutors(context, filter)).map(({ profile }) => profile);
  return profilesOf(context, readableFilter(context, tutors, filter, 'read'), kept, {
    find: (id) => kept.tutor(id),
    make: async (documents) => documents.map((document) => tutorProfileOf(document)),
    keep: (stamp, profile) => kept.keepTutor(stamp, profile),
  });
}

async function profilesOf<P>(
  context: OperationContext,
  readable: Filter,
  kept: KeptProfiles,
  side: {
    find(id: string): P | undefined;
    make(documents: StoredDocument[]): Promise<P[]>;
    keep(stamp: number, profile: P): P;
  },
): Promise<P[]> {
  const users = context.store.collection('users');
  const ids = (await users.find(readable, { projection: { _id: 1 }, limit: MAX_PEOPLE_WEIGHED })).map(({ _id }) => _id);
  const profiles: (P | undefined)[] = ids.map((id) => side.find(id));
  const missing = ids.filter((_, at) => profiles[at] === undefined);
  if (missing.length === 0) return profiles as P[];
  const stamp = kept.stamp();
  // The reader's filter again: a write since the ids were read may have taken someone out of it.
  const documents = await users.find({ $and: [readable, { _id: { $in: missing } }] }, { projection: PERSON_PROJECTION, limit: MAX_PEOPLE_WEIGHED });
  const made = new Map<string, P>();
  const madeProfiles = await side.make(documents);
  documents.forEach((document, at) => made.set(document._id, side.keep(stamp, madeProfiles[at]!)));
  return ids.flatMap((id, at) => {
    const profile = profiles[at] ?? made.get(id);
    return profile === undefined ? [] : [profile];
  });
}

/**
 * Waiting students of a program at these levels who offer this weekly slot, longest waiting first (registration,
 * then id), one page: what the automatic matching reads (it runs for the tutor too, who reads no student), within
 * `within` when staff ask (the students they may read).
 */
export async function studentsOfferingSlot(
  store: Store,
  programId: string,
  levels: readonly string[],
  slot: Pick<WeeklySlot, 'dayOfTheWeek' | 'startTime'>,
  skip: number,
  limit: number,
  within: Filter = {},
): Promise<StudentPerson[]> {
  const documents = await store.collection('users').find(
    {
      $and: [within],
      userRole: 'student',
      'program.programId': programId,
      'studentPreferences.assignment.level': { $in: [...levels] },
      'studentPreferences.matchingStatus': { $in: ['unmatched', 'partial'] },
      'studentPreferences.availability': { $elemMatch: { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime } },
    },
    { projection: PERSON_PROJECTION, sort: { createdAt: 1, _id: 1 }, skip, limit },
  );
  const bounds = await programBoundsOf(store);
  return documents.map((document) => ({ document: documentOf(students, document), profile: studentProfileOf(document, bounds) }));
}

/** The pairs already formed with this tutor or this student: active ones are not proposed twice, dissociated ones never again. */
export async function pairHistoryOf(store: Store, people: { tutorId?: string; studentId?: string }): Promise<PairHistory> {
  const or: Filter[] = [];
  if (people.tutorId) or.push({ tutorId: people.tutorId });
  if (people.studentId) or.push({ studentId: people.studentId });
  const dissociated = new Set<string>();
  const active = new Set<string>();
  if (or.length === 0) return { dissociated, active };
  const found = await store.collection(pairs.collection).find({ $or: or }, { projection: { tutorId: 1, studentId: 1, status: 1 }, limit: MAX_PEOPLE_WEIGHED });
  for (const pair of found.map((document) => documentOf(pairs, document)))
    (pair.status === 'dissociated' ? dissociated : active).add(pairKey(pair.tutorId, pair.studentId));
  return { dissociated, active };
}

/** Every pair of a program, for the whole-cohort proposal. */
export async function programPairHistory(store: Store, programId: string): Promise<PairHistory> {
  const dissociated = new Set<string>();
  const active = new Set<string>();
  const found = await store
    .collection(pairs.collection)
    .find({ 'program.programId': programId }, { projection: { tutorId: 1, studentId: 1, status: 1 }, limit: MAX_PEOPLE_WEIGHED * 5 });
  for (const pair of found.map((document) => documentOf(pairs, document)))
    (pair.status === 'dissociated' ? dissociated : active).add(pairKey(pair.tutorId, pair.studentId));
  return { dissociated, active };
}
