import type { Filter, Store, StoredDocument } from '../../store/store.ts';
import { distinctDepartments, sessionOccurrences } from '@binome/schema';
import { documentOf } from '../../resources/documents.ts';
import { RECORD_DEPARTMENTS, storeSource, type FilingSource } from './record-departments.ts';

/** Records filed again per pass of the start-up: a large base is read a page at a time. */
const PAGE = 500;

/** The collections filed under departments, in the order that lets each read the one before (reports read sessions). */
export const FILED_COLLECTIONS = ['sessions', 'sessionOccurrences', 'pairs', 'matching', 'classReports', 'scReports'] as const;

/**
 * Works the departments of the matching records of one collection out again and stores those that changed.
 * Occurrences take their series' departments (what their calendar copies of it), so that a series and its
 * occurrences are always filed alike. Answers how many changed.
 */
export async function refile(store: Store, collection: (typeof FILED_COLLECTIONS)[number], filter: Filter): Promise<number> {
  const records = store.collection(collection);
  const source = storeSource(store);
  // A series' many occurrences read it once per pass.
  const series = new Map<string, Promise<string[]>>();
  let changed = 0;
  let lastId: string | undefined;
  for (;;) {
    const page = await records.find({ $and: [filter, ...(lastId === undefined ? [] : [{ _id: { $gt: lastId } }])] }, { sort: { _id: 1 }, limit: PAGE });
    for (const record of page) {
      const departments =
        collection === 'sessionOccurrences'
          ? await memo(series, documentOf(sessionOccurrences, record).sessionId, () => seriesDepartments(source, record))
          : await RECORD_DEPARTMENTS[collection]!(source, record);
      if (JSON.stringify(record.departments) === JSON.stringify(departments)) continue;
      await records.updateOne({ _id: record._id }, { $set: { departments } });
      changed += 1;
    }
    if (page.length < PAGE) return changed;
    lastId = page[page.length - 1]!._id;
  }
}

function memo(known: Map<string, Promise<string[]>>, key: string, work: () => Promise<string[]>): Promise<string[]> {
  let found = known.get(key);
  if (!found) known.set(key, (found = work()));
  return found;
}

async function seriesDepartments(source: FilingSource, occurrence: StoredDocument): Promise<string[]> {
  const series = await source.session(documentOf(sessionOccurrences, occurrence).sessionId);
  if (series && Array.isArray(series.departments)) return distinctDepartments(series.departments);
  return RECORD_DEPARTMENTS.sessionOccurrences!(source, occurrence);
}

/** Everything that names this person (as student or tutor), filed again after their department changed. */
export async function refileRecordsNaming(store: Store, personId: string): Promise<void> {
  const sessions = await store
    .collection('sessions')
    .find({ $or: [{ 'students.userId': personId }, { 'tutors.userId': personId }] }, { projection: { _id: 1 } });
  const sessionIds = sessions.map((session) => session._id);
  await refile(store, 'sessions', { _id: { $in: sessionIds } });
  await refile(store, 'sessionOccurrences', { sessionId: { $in: sessionIds } });
  await refile(store, 'pairs', { $or: [{ studentId: personId }, { tutorId: personId }] });
  await refile(store, 'matching', { studentId: personId });
  const reports = { $or: [{ studentId: personId }, { 'attendance.userId': personId }, { sessionId: { $in: sessionIds } }] };
  await refile(store, 'classReports', reports);
  await refile(store, 'scReports', reports);
}
