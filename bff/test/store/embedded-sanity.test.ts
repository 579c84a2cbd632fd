import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { DuplicateKeyError } from '../../src/store/store.ts';

describe('embedded store on disk', () => {
  it('persists inserts, updates and deletes across a reopen, and keeps unique indexes', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'binome-store-'));
    try {
      const index = {
        collection: 'people',
        name: 'people_email_unique',
        keys: { email: 1 as const },
        unique: true,
        partialFilter: { role: 'student', email: { $exists: true } },
      };
      const first = await createEmbeddedStore({ directory });
      await first.ensureIndexes([index]);
      const people = first.collection('people');
      await people.insertMany([
        { _id: 'a', role: 'student', email: 'a@example.org' },
        { _id: 'b', role: 'student' },
        { _id: 'c', role: 'student' },
      ]);
      await people.updateOne({ _id: 'b' }, { $set: { email: 'b@example.org' } });
      await people.deleteOne({ _id: 'c' });
      await expect(people.insertOne({ _id: 'd', role: 'student', email: 'a@example.org' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await people.insertOne({ _id: 'e', role: 'parent', email: 'a@example.org' });
      await first.close();

      const second = await createEmbeddedStore({ directory });
      await second.ensureIndexes([index]);
      const again = second.collection('people');
      expect((await again.find({}, { sort: { _id: 1 } })).map((person) => person._id)).toEqual(['a', 'b', 'e']);
      expect(await again.findOne({ _id: 'b' })).toEqual({ _id: 'b', role: 'student', email: 'b@example.org' });
      await expect(again.updateOne({ _id: 'b' }, { $set: { email: 'a@example.org' } })).rejects.toMatchObject({ index: 'people_email_unique' });
      await second.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('undoes a failed transaction', async () => {
    const store = await createEmbeddedStore({});
    await store.collection('things').insertOne({ _id: 'kept', n: 1 });
    await expect(
      store.withTransaction(async (tx) => {
        await tx.collection('things').insertOne({ _id: 'new', n: 2 });
        await tx.collection('things').updateOne({ _id: 'kept' }, { $inc: { n: 10 } });
        await tx.collection('things').deleteOne({ _id: 'kept' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await store.collection('things').find({})).toEqual([{ _id: 'kept', n: 1 }]);
  });
});
