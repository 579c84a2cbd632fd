import { fullNameOf, namedParticipants, namesById, namesChanged, participantIds, type WithParticipants } from '@binome/schema/sessions';
import type { WriteHooks } from '../../resources/write-hooks.ts';
import type { Filter, Store } from '../../store/store.ts';
import { OCCURRENCES_COLLECTION, SESSIONS_SERIES_COLLECTION } from './occurrence-store.ts';

/**
 * Sessions and occurrences name their people from the people's records (DESIGN, "Seams"): the family app, the
 * calendar feed and the reminders read these names, and a session written from a form that left them empty
 * reached families nameless. The names are written here, on every generic write of a session, and again on
 * everything that names a person when their name changes.
 */

const PAGE = 500;

/** The names of these people by id, read from their records. */
export async function namesOfPeople(store: Store, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const people = await store.collection('users').find({ _id: { $in: [...ids] } }, { projection: { _id: 1, contactDetails: 1 }, limit: ids.length });
  return namesById(people);
}

/** Every generic write of a session stores its people's names as their records give them. */
export const sessionNameHooks: WriteHooks = {
  serverFieldsOnCreate: async (context, record) => namedParticipants(record, await namesOfPeople(context.store, participantIds(record))),
  serverFieldsOnUpdate: async (context, before, after) => namedParticipants(after, await namesOfPeople(context.store, participantIds(after)), before),
};

/** A person's generic write: when their name changes, every session and occurrence that names them follows. */
export const personNameHooks: WriteHooks = {
  async inTransaction(store, _context, { id, before, after }) {
    if (!before || !after) return;
    const name = fullNameOf(after);
    if (name !== undefined && name !== fullNameOf(before)) await renameInSessions(store, id, name);
  },
};

/** Writes a person's new name on every session and occurrence that names them; answers how many changed. */
export async function renameInSessions(store: Store, personId: string, name: string): Promise<number> {
  const naming = { $or: [{ 'tutors.userId': personId }, { 'students.userId': personId }] };
  const names = new Map([[personId, name]]);
  let changed = 0;
  for (const collection of [SESSIONS_SERIES_COLLECTION, OCCURRENCES_COLLECTION]) changed += await renamePages(store, collection, naming, () => names);
  return changed;
}

/**
 * Names the people of the sessions and occurrences stored without a name for one of them (older releases, where a
 * form could leave the name empty). Idempotent, and cheap once done: it reads only the nameless.
 */
export async function fillParticipantNames(store: Store): Promise<number> {
  const nameless = { $elemMatch: { fullName: { $exists: false } } };
  const filter = { $or: [{ tutors: nameless }, { students: nameless }] };
  let changed = 0;
  for (const collection of [SESSIONS_SERIES_COLLECTION, OCCURRENCES_COLLECTION]) {
    changed += await renamePages(store, collection, filter, async (record) => namesOfPeople(store, participantIds(record)));
  }
  return changed;
}

async function renamePages(
  store: Store,
  collectionName: string,
  filter: Filter,
  namesFor: (record: WithParticipants) => Map<string, string> | Promise<Map<string, string>>,
): Promise<number> {
  const records = store.collection(collectionName);
  let changed = 0;
  let lastId: string | undefined;
  for (;;) {
    const page = await records.find(
      { $and: [filter, ...(lastId === undefined ? [] : [{ _id: { $gt: lastId } }])] },
      { sort: { _id: 1 }, limit: PAGE, projection: { _id: 1, tutors: 1, students: 1 } },
    );
    for (const record of page) {
      // Each person keeps the name already stored when their record gives none.
      const named = namedParticipants(record, await namesFor(record), record);
      if (!namesChanged(record, named)) continue;
      await records.updateOne({ _id: record._id }, { $set: named });
      changed += 1;
    }
    if (page.length < PAGE) return changed;
    lastId = page[page.length - 1]!._id;
  }
}
