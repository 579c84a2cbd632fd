import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type IndexSpec, type Store, type StoredDocument } from '../../src/store/store.ts';
import { accentInsensitive } from '../../src/resources/list-query.ts';

/**
 * The store contract for searches, `_words` and string comparisons (store.ts), on every adapter: MongoDB answers
 * a search from a words index and keeps `_words` on every write; the embedded store works them out. Both must find
 * exactly the same documents, and neither may ever hand `_words` out.
 */
export function describeWordsContract(adapter: string, openStore: () => Promise<Store>): void {
  const people: StoredDocument[] = [
    { _id: 'w1', role: 'tutor', name: { first: 'Robert', last: 'Dupont-Ébert' }, note: 'Parle de Léo Roussel', emails: ['rob@example.org'] },
    { _id: 'w2', role: 'tutor', name: { first: 'Hugo', last: 'Cœurdacier' }, note: 'xléo roussel' },
    { _id: 'w3', role: 'student', name: { first: 'Zoé', last: 'Bérard' }, born: '2012-03-04T00:00:00.000Z' },
    { _id: 'w4', role: 'parent', name: { first: 'Émile', last: 'Abadie' }, children: [{ name: 'Zoé Bérard' }] },
  ];
  const ids = (documents: readonly StoredDocument[]) => documents.map((document) => document._id);
  const searchPaths = ['name.first', 'name.last', 'emails'];

  /** A fresh collection with its words index, the documents in it. */
  async function seeded(store: Store) {
    const name = `words_${crypto.randomUUID().slice(0, 8)}`;
    const index: IndexSpec = { collection: name, name: `${name}_words`, keys: { _words: 1 }, words: { searchPaths } };
    await store.ensureIndexes([index]);
    const collection = store.collection(name);
    await collection.insertMany(people);
    return { collection, name };
  }

  /** What a list's `q=` sends: each word in one of the searched fields (list-query.ts). */
  const search = (...words: string[]) => ({
    $and: words.map((word) => ({ $or: searchPaths.map((path) => ({ [path]: { $regex: accentInsensitive(word), $options: 'i' } })) })),
  });

  describe(`store contract, searches and words: ${adapter}`, () => {
    it('a search finds inside words, accents, case and the œ ligature ignored, the words in any order', async () => {
      const { collection } = await seeded(await openStore());
      const find = async (filter: Record<string, unknown>) => ids(await collection.find(filter, { sort: { _id: 1 } }));
      // "ber" is inside Robert, Ébert and Bérard: a search matches inside a word, not only at its start.
      expect(await find(search('ber'))).toEqual(['w1', 'w3']);
      expect(await find(search('EBERT'))).toEqual(['w1']);
      expect(await find(search('coeur'))).toEqual(['w2']);
      expect(await find(search('dacier', 'hugo'))).toEqual(['w2']);
      expect(await find(search('hugo', 'zoe'))).toEqual([]);
      // Only the searched fields: Léo Roussel is in a note, Zoé Bérard in a child's name.
      expect(await find(search('roussel'))).toEqual([]);
      expect(await find({ $and: [search('zoe'), { role: 'student' }] })).toEqual(['w3']);
      // Across a word's end, as the embedded store's scan of the whole text does.
      expect(await find({ 'name.last': { $regex: accentInsensitive('dupont-e'), $options: 'i' } })).toEqual(['w1']);
      expect(await find({ emails: { $regex: accentInsensitive('example'), $options: 'i' } })).toEqual(['w1']);
      expect(await collection.count(search('ber'))).toBe(2);
    });

    it('finds documents by their words: a word, a beginning, several, any of several', async () => {
      const { collection } = await seeded(await openStore());
      const find = async (filter: Record<string, unknown>) => ids(await collection.find(filter, { sort: { _id: 1 } }));
      expect(await find({ _words: 'roussel' })).toEqual(['w1', 'w2']);
      expect(await find({ _words: { $regex: '^rous' } })).toEqual(['w1', 'w2']);
      // "xléo" is one word: 'leo' is not one of its words.
      expect(await find({ _words: 'leo' })).toEqual(['w1']);
      // Words of every text, at any depth, and of the `_id`; never the inside of a word.
      expect(await find({ _words: 'zoe' })).toEqual(['w3', 'w4']);
      expect(await find({ _words: 'w2' })).toEqual(['w2']);
      expect(await find({ _words: 'bert' })).toEqual([]);
      expect(await find({ _words: { $all: ['zoe', 'emile'] } })).toEqual(['w4']);
      expect(await find({ _words: { $in: ['hugo', 'abadie'] } })).toEqual(['w2', 'w4']);
      expect(await find({ $or: [{ $and: [{ _words: '2012' }, { _words: { $regex: '^04' } }] }, { _words: 'leo' }] })).toEqual(['w1', 'w3']);
    });

    it('keeps the words right on every write, and never hands them out', async () => {
      const store = await openStore();
      const { collection, name } = await seeded(store);
      const words = async (word: string) => ids(await collection.find({ _words: word }, { sort: { _id: 1 } }));
      await collection.updateOne({ _id: 'w1' }, { $set: { note: 'Rien' } });
      expect(await words('roussel')).toEqual(['w2']);
      await collection.updateMany({ role: 'tutor' }, { $set: { 'name.first': 'Anaïs' } });
      expect(await words('anais')).toEqual(['w1', 'w2']);
      expect(ids(await collection.find(search('nai'), { sort: { _id: 1 } }))).toEqual(['w1', 'w2']);
      expect(await words('robert')).toEqual([]);
      await collection.replaceOne({ _id: 'w3' }, { _id: 'w3', role: 'student', name: { first: 'Inès', last: 'Martin' } });
      expect(await words('berard')).toEqual(['w4']);
      await collection.findOneAndUpdate({ _id: 'w5' }, { $set: { name: { first: 'Nadia' } } }, { upsert: true });
      expect(await words('nadia')).toEqual(['w5']);
      // A counter brings no text: the words stay.
      await collection.updateOne({ _id: 'w5' }, { $inc: { visits: 1 } });
      expect(await words('nadia')).toEqual(['w5']);
      await store.withTransaction(async (inside) => {
        await inside.collection(name).updateOne({ _id: 'w4' }, { $set: { 'name.last': 'Zidane' } });
      });
      expect(ids(await collection.find(search('zidane')))).toEqual(['w4']);

      const handedOut = [
        ...(await collection.find({})),
        ...(await collection.find({}, { projection: { role: 0 } })),
        (await collection.findOne({ _id: 'w1' }))!,
        (await collection.findOneAndUpdate({ _id: 'w1' }, { $set: { note: 'Autre' } }, { returnDocument: 'after' }))!,
        ...(await collection.findPage({}, { limit: 2 })).documents,
        ...(await collection.aggregate([{ $match: { _words: 'w1' } }, { $sort: { _id: 1 } }])),
        ...(await collection.aggregate([{ $lookup: { from: name, localField: '_id', foreignField: '_id', as: 'self' } }])),
      ];
      for await (const document of collection.stream({})) handedOut.push(document);
      expect(handedOut.length).toBeGreaterThan(10);
      expect(JSON.stringify(handedOut)).not.toContain('_words');
    });

    it('compares strings exactly: equality, `$in` and unique indexes tell case and accents apart', async () => {
      const store = await openStore();
      const name = `exact_${crypto.randomUUID().slice(0, 8)}`;
      await store.ensureIndexes([{ collection: name, name: `${name}_code`, keys: { code: 1 }, unique: true }]);
      const collection = store.collection(name);
      await collection.insertMany([
        { _id: 'e1', code: 'École' },
        { _id: 'e2', code: 'Ecole' },
        { _id: 'e3', code: 'ecole' },
      ]);
      await expect(collection.insertOne({ _id: 'e4', code: 'Ecole' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(ids(await collection.find({ code: 'Ecole' }))).toEqual(['e2']);
      expect(ids(await collection.find({ code: { $in: ['ecole', 'ÉCOLE'] } }))).toEqual(['e3']);
      expect(ids(await collection.find({}, { sort: { code: 1, _id: 1 } }))).toEqual(['e3', 'e2', 'e1']);
    });
  });
}
