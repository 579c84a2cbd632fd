import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { Filter, Store, StoredDocument } from '../../src/store/store.ts';
import { seededRandom } from '../support/seeded-random.ts';

/**
 * The embedded store keeps its document list, id map, equality and range indexes across writes, changing them as each
 * write changes nedb's (cached-lists.ts). Whatever the writes, a read must answer what a store freshly opened on the
 * same files answers, in the same order: the lists are then built from nedb anew.
 */
const LEVELS = ['l0', 'l1', 'l2', 'l3', 'l4', 'l5'];
const ROLES = ['student', 'tutor', 'parent'];

/** Equality filters the indexes serve (one value, `$in`, a list field, a path through a list of objects), and an id. */
const QUERIES: Filter[] = [
  { role: 'student' },
  { role: { $in: ['tutor', 'parent'] } },
  { 'profile.level': { $in: ['l1', 'l4', 'l5'] }, role: 'student' },
  { tags: 't2' },
  { 'slots.day': 3 },
  { 'profile.level': 'l2', tags: { $in: ['t0', 't3'] } },
  { _id: 'p-0007' },
  { $and: [{ role: 'tutor' }, { 'profile.level': 'l0' }] },
  { role: { $in: ['parent', 'parent', 'student'] } },
  { tags: { $in: ['t1', 't1', 't2'] } },
  // Many values, merged into the collection's order: a list field (a document under several), and five values.
  { tags: { $in: ['t0', 't1', 't2', 't3'] } },
  { 'profile.level': { $in: ['l0', 'l1', 'l2', 'l3', 'l5'] }, tags: { $in: ['t0', 't1', 't2', 't3', 't4'] } },
  // Bounds the range indexes serve: a week, with equalities around it, split over an `$and`, on numbers.
  { start: { $gte: '2025-03-03', $lt: '2025-03-10' } },
  { role: 'tutor', start: { $gte: '2025-03-20', $lte: '2025-03-31' } },
  { $and: [{ start: { $gt: '2025-03-05' } }, { start: { $lte: '2025-03-12' } }, { role: { $in: ['student', 'parent'] } }] },
  { start: { $gte: 1, $lt: 4 } },
];

/** A day of March 2025 mostly; sometimes missing, a number or a list of days, which a bound may or may not match. */
function startOf(next: () => number): unknown {
  const day = (offset: number) => `2025-03-${String(1 + ((Math.floor(next() * 28) + offset) % 28)).padStart(2, '0')}T10:00:00.000Z`;
  const kind = Math.floor(next() * 10);
  if (kind === 0) return undefined;
  if (kind === 1) return Math.floor(next() * 8);
  if (kind === 2) return [day(0), day(7)];
  return day(0);
}

function person(id: string, next: () => number): StoredDocument {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const start = startOf(next);
  return {
    _id: id,
    role: pick(ROLES),
    profile: { level: pick(LEVELS) },
    tags: Array.from({ length: Math.floor(next() * 3) }, () => pick(['t0', 't1', 't2', 't3'])),
    slots: [{ day: 1 + Math.floor(next() * 5) }],
    ...(start === undefined ? {} : { start }),
  };
}

/**
 * Each query's documents, then its pages and counts, which the store keeps between writes (kept-results.ts): the
 * first page and a later one in a sort order, the whole sorted list, and the count. Asked twice, so that the second
 * asking is answered from what the first kept.
 */
async function answers(store: Store): Promise<unknown[]> {
  const people = store.collection('people');
  const pages = async (filter: Filter) => {
    const asked = [
      await people.findPage(filter, { sort: { 'profile.level': 1, role: -1 }, limit: 5 }),
      await people.findPage(filter, { sort: { 'profile.level': 1, role: -1 }, skip: 20, limit: 10 }),
      await people.findPage(filter, { sort: { role: 1 } }),
      await people.findPage(filter, { skip: 3, limit: 4 }),
      await people.count(filter),
    ];
    return asked;
  };
  const found = await Promise.all(QUERIES.map((filter) => people.find(filter)));
  const first = await Promise.all(QUERIES.map(pages));
  expect(await Promise.all(QUERIES.map(pages)), 'asked again').toEqual(first);
  return [...found, ...first];
}

describe('embedded store: the lists it keeps between reads', () => {
  it('answers after every kind of write what a store reopened on its files answers, in the same order', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'binome-cached-lists-'));
    const next = seededRandom(7);
    try {
      const store = await createEmbeddedStore({ directory });
      const people = store.collection('people');
      await store.ensureIndexes([{ collection: 'people', name: 'people_start', keys: { start: 1 } }]);
      // More than the few hundred documents under which the store scans instead of indexing.
      await people.insertMany(Array.from({ length: 700 }, (_, index) => person(`p-${String(index).padStart(4, '0')}`, next)));
      let created = 700;
      const undoneIds: string[] = [];
      for (let step = 0; step < 120; step += 1) {
        // Reads first, so that every write finds the lists built and must change them.
        await answers(store);
        const id = `p-${String(Math.floor(next() * created)).padStart(4, '0')}`;
        const kind = Math.floor(next() * 9);
        if (kind === 0) await people.insertOne(person(`p-${String(created++).padStart(4, '0')}`, next));
        else if (kind === 1) await people.insertOne(person(`a-${step}`, next));
        else if (kind === 2)
          await people.updateOne(
            { _id: id },
            {
              $set: { 'profile.level': LEVELS[step % LEVELS.length], role: ROLES[step % ROLES.length], start: startOf(next) ?? '2025-03-04T08:00:00.000Z' },
            },
          );
        else if (kind === 3) await people.replaceOne({ _id: id }, person(id, next));
        else if (kind === 4) await people.deleteOne({ _id: id });
        else if (kind === 5) await people.updateMany({ role: 'parent', 'profile.level': 'l3' }, { $push: { tags: 't1' } });
        // A batch out of `_id` order, whose documents go between those stored and into the same lists.
        else if (kind === 6)
          await people.insertMany(
            ['m', 'b', 'z', 'b-1'].map((prefix) => person(`${prefix}-${step}`, next)).concat(person(`p-${String(created++).padStart(4, '0')}`, next)),
          );
        // Several documents out of the same lists at once.
        else if (kind === 7) await people.deleteMany({ 'profile.level': LEVELS[step % LEVELS.length], role: ROLES[step % ROLES.length] });
        else {
          // Undone: inserts one after another (taken out together), one of them changed, and changes to stored ones.
          const inserted = [`x-${step}`, `x-${step}-b`, `c-${step}`, `y-${step}`];
          await store
            .withTransaction(async (tx) => {
              await tx.collection('people').insertMany(inserted.slice(0, 3).map((insertedId) => person(insertedId, next)));
              await tx.collection('people').insertOne(person(inserted[3]!, next));
              await tx.collection('people').updateOne({ _id: inserted[1] }, { $set: { role: 'tutor', tags: ['t3'] } });
              await tx.collection('people').updateOne({ _id: id }, { $set: { role: 'tutor' } });
              await tx.collection('people').deleteOne({ role: 'student' });
              throw new Error('undone');
            })
            .catch(() => undefined);
          expect(await people.find({ _id: { $in: inserted } })).toEqual([]);
          undoneIds.push(...inserted);
        }
        if (step % 10 !== 9) continue;
        const fresh = await createEmbeddedStore({ directory });
        await fresh.ensureIndexes([{ collection: 'people', name: 'people_start', keys: { start: 1 } }]);
        const answered = await answers(store);
        expect(answered).toEqual(await answers(fresh));
        // Each document once, whatever values a `$in` repeats or a list field holds.
        const foundLists = answered.slice(0, QUERIES.length) as StoredDocument[][];
        for (const found of foundLists) expect(new Set(found.map(({ _id }) => _id)).size).toBe(found.length);
        // Each id ever written, read by id (the map by id): a deleted or undone one is gone there too.
        const everyId = [...new Set([...(await fresh.collection('people').find({})), ...foundLists.flat()].map(({ _id }) => _id))];
        for (const written of [...everyId, ...undoneIds])
          expect(await people.findOne({ _id: written }), written).toEqual(await fresh.collection('people').findOne({ _id: written }));
        await fresh.close();
      }
      await store.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
