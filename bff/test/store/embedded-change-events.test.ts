import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';

/**
 * `Store.onChange` on the embedded store: every write names the documents it touched, whatever wrote them, a
 * transaction's writes and their undoing included (the labels kept between requests rely on it, label-sources.ts).
 */
describe('the embedded store tells its writes', () => {
  it('names the documents of inserts, updates, replaces, deletes and of a failed transaction’s undoing', async () => {
    const store = await createEmbeddedStore({});
    const heard: string[] = [];
    const stop = store.onChange!((collection, ids) => heard.push(...ids.map((id) => `${collection}:${id}`)));
    const people = store.collection('people');
    await people.insertMany([
      { _id: 'a', name: 'Ada' },
      { _id: 'b', name: 'Bo' },
    ]);
    expect(heard).toEqual(['people:a', 'people:b']);

    heard.length = 0;
    await people.updateOne({ name: 'Bo' }, { $set: { name: 'Bob' } });
    await people.replaceOne({ _id: 'a' }, { _id: 'a', name: 'Ada L.' });
    await people.updateMany({}, { $set: { seen: true } });
    await people.deleteOne({ _id: 'b' });
    expect(heard).toEqual(['people:b', 'people:a', 'people:a', 'people:b', 'people:b']);

    // An update that changes nothing writes nothing, and says nothing.
    heard.length = 0;
    await people.updateOne({ _id: 'a' }, { $set: { seen: true } });
    expect(heard).toEqual([]);

    // Inside a transaction that fails, the write is heard, then its undoing.
    await expect(
      store.withTransaction(async (inner) => {
        await inner.collection('places').insertOne({ _id: 'p', name: 'Lyon' });
        await inner.collection('people').updateOne({ _id: 'a' }, { $set: { name: 'Changed' } });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual(['places:p', 'people:a', 'people:a', 'places:p']);
    expect(await people.findOne({ _id: 'a' })).toMatchObject({ name: 'Ada L.' });

    heard.length = 0;
    stop();
    await people.insertOne({ _id: 'c', name: 'Cy' });
    expect(heard).toEqual([]);
    await store.close();
  });
});
