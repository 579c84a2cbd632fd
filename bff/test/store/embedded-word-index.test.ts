import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchWordsOf } from '@binome/schema';
import { accentInsensitive } from '../../src/resources/list-query.ts';
import { compileFilter } from '../../src/store/embedded/compile-filter.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { buildWordIndex, wordCandidates, wordHints } from '../../src/store/embedded/word-index.ts';
import type { Filter, Store, StoredDocument } from '../../src/store/store.ts';
import { seededRandom } from '../support/seeded-random.ts';

/**
 * The embedded store answers a search from its word indexes (word-index.ts) instead of testing every document. It
 * must answer exactly what testing every document answers: accents and case ignored, part of a word found, and
 * after every kind of write, in the same order.
 */
const FIRST = ['Élodie', 'Jean-Noël', 'Zoé', 'Chloé', 'Œdipe', 'Loïc', 'Anaïs', 'Benoît', 'Lou', 'Hélène'];
const LAST = ['Dupont', 'Lefèvre', 'Cœur', 'Dumont', 'Martin', 'Sánchez', "N'Diaye", 'Gaël-Durand', 'Moreau', 'Éléonore'];
const CITIES = ['Créteil', 'Saint-Étienne', 'Lyon', 'Bobigny', 'Besançon'];

/** Searches as `q=` sends them: each word in one of the fields (list-query.ts). */
const SEARCHES = [
  'elodie',
  'ÉLODIE',
  'helene',
  'lef',
  'EVRE',
  'coeur',
  'œur',
  'oeu',
  'dup',
  'ont',
  'sanchez',
  'noel',
  'lou dumont',
  'dumont lou',
  'lou martin',
  'diaye',
  'gael',
  '06',
  '61',
  'example',
  'xyz',
  'besancon',
  'saint-etienne',
  "n'diaye",
  'a.b',
];
const FIELDS = ['contactDetails.firstName', 'contactDetails.lastName', 'contactDetails.email', 'contactDetails.phoneNumber', 'places.city'];

function searchFilter(search: string): Filter {
  return { $and: searchWordsOf(search).map((word) => ({ $or: FIELDS.map((field) => ({ [field]: { $regex: accentInsensitive(word), $options: 'i' } })) })) };
}

function person(id: string, next: () => number): StoredDocument {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const firstName = pick(FIRST);
  const lastName = pick(LAST);
  return {
    _id: id,
    contactDetails: {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${Math.floor(next() * 100)}@example.org`,
      phoneNumber: `06 ${Math.floor(10 + next() * 89)} ${Math.floor(10 + next() * 89)} 00 00`,
    },
    // A path through a list of objects, as a session's people.
    places: Array.from({ length: Math.floor(next() * 3) }, () => ({ city: pick(CITIES) })),
  };
}

/** A whole name, in any case, as the duplicate-name warning asks it (operations.ts `duplicateWarning`). */
const wholeName = (path: string, name: string, options = 'i'): Filter => ({
  [path]: { $regex: `^${name.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}$`, $options: options },
});
const WHOLE_NAMES: Filter[] = [
  { $and: [wholeName('contactDetails.firstName', 'zoé'), wholeName('contactDetails.lastName', 'DUPONT')] },
  wholeName('contactDetails.lastName', 'Martin'),
  wholeName('contactDetails.firstName', 'Lou', ''),
  // Escaped, so not one word: scanned.
  wholeName('contactDetails.firstName', 'jean-noël'),
  wholeName('contactDetails.lastName', "n'diaye"),
];
const FILTERS = [...SEARCHES.map(searchFilter), ...WHOLE_NAMES];

async function answers(store: Store): Promise<string[][]> {
  return Promise.all(FILTERS.map(async (filter) => (await store.collection('people').find(filter)).map(({ _id }) => _id)));
}

/** Every document tested against the filter: what the store answered before it had word indexes. */
async function scanned(store: Store): Promise<string[][]> {
  const all = await store.collection('people').find({}, { sort: { _id: 1 } });
  return FILTERS.map((filter) => all.filter(compileFilter(filter)).map(({ _id }) => _id));
}

describe('embedded store: word indexes for searches', () => {
  it('finds a word with or without its accents, in any case, and part of a word', () => {
    const documents = ['Élodie', 'Hélène Cœur', 'jean.dupont@example.org', 'Lou'].map((name, index) => ({ _id: `d${index}`, name }));
    const index = buildWordIndex(documents, 'name');
    const found = (word: string) => {
      const [hint] = wordHints({ name: { $regex: accentInsensitive(word), $options: 'i' } });
      return wordCandidates(() => index, hint!).map(({ _id }) => _id);
    };
    expect(found('elodie')).toEqual(['d0']);
    expect(found('ÉLO')).toEqual(['d0']);
    expect(found('lene')).toEqual(['d1']);
    expect(found('coeur')).toEqual(['d1']);
    expect(found('dupont')).toEqual(['d2']);
    expect(found('o')).toEqual(['d0', 'd2', 'd3']);
    expect(found('cœur')).toEqual(['d1']);
    expect(found('zut')).toEqual([]);
  });

  it('gives no hint for a pattern that may match across words, so that the store reads every document', () => {
    for (const word of ['saint-etienne', "n'diaye", 'a.b', 'jean dupont'])
      expect(wordHints({ name: { $regex: accentInsensitive(word), $options: 'i' } }), word).toEqual([]);
    expect(wordHints({ name: { $regex: '^lou' } })).toEqual([]);
    expect(wordHints({ name: { $regex: 'lou', $options: 'm' } })).toEqual([]);
    expect(wordHints({ $or: [{ name: { $regex: 'lou' } }, { role: 'tutor' }] })).toEqual([]);
    expect(wordHints(searchFilter('lou dumont'))).toHaveLength(2);
    expect(wordHints({ name: { $regex: '^Jean\\-Noël$', $options: 'i' } })).toEqual([]);
    expect(wordHints({ name: { $regex: '^Lou ', $options: 'i' } })).toEqual([]);
  });

  it('finds a whole one-word name in any case from the words, as the duplicate-name warning asks it', () => {
    const documents = ['Lou', 'Louise', 'lou', 'Lou Dupont', 'Nathan'].map((name, index) => ({ _id: `d${index}`, name }));
    const index = buildWordIndex(documents, 'name');
    const hints = wordHints({ name: { $regex: '^lou$', $options: 'i' } });
    expect(hints).toHaveLength(1);
    // The documents holding the word; the filter itself then keeps only the whole names.
    const candidates = wordCandidates(() => index, hints[0]!);
    expect(candidates.map(({ _id }) => _id)).toEqual(['d0', 'd2', 'd3']);
    expect(candidates.filter(compileFilter({ name: { $regex: '^lou$', $options: 'i' } })).map(({ _id }) => _id)).toEqual(['d0', 'd2']);
  });

  it('answers after every kind of write what testing every document answers, and what a store reopened answers', { timeout: 180_000 }, async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'binome-word-index-'));
    const next = seededRandom(11);
    try {
      const store = await createEmbeddedStore({ directory });
      const people = store.collection('people');
      // More than the few hundred documents under which the store scans instead of indexing.
      await people.insertMany(Array.from({ length: 700 }, (_, index) => person(`p-${String(index).padStart(4, '0')}`, next)));
      const first = await answers(store);
      expect(first).toEqual(await scanned(store));
      // The searches do find people, so that the comparison says something.
      expect(first[SEARCHES.indexOf('elodie')]!.length).toBeGreaterThan(0);
      expect(first[SEARCHES.indexOf('oeu')]!.length).toBeGreaterThan(0);
      expect(first[SEARCHES.indexOf('lou dumont')]!.length).toBeGreaterThan(0);
      for (const [at, found] of first.slice(SEARCHES.length).entries()) expect(found.length, JSON.stringify(WHOLE_NAMES[at])).toBeGreaterThan(0);
      let created = 700;
      for (let step = 0; step < 60; step += 1) {
        const id = `p-${String(Math.floor(next() * created)).padStart(4, '0')}`;
        const kind = Math.floor(next() * 7);
        if (kind === 0) await people.insertOne(person(`p-${String(created++).padStart(4, '0')}`, next));
        else if (kind === 1)
          await people.updateOne({ _id: id }, { $set: { 'contactDetails.lastName': LAST[step % LAST.length], 'contactDetails.firstName': 'Zoé' } });
        else if (kind === 2) await people.replaceOne({ _id: id }, person(id, next));
        else if (kind === 3) await people.deleteOne({ _id: id });
        else if (kind === 4) await people.updateMany({ 'contactDetails.firstName': 'Lou' }, { $push: { places: { city: 'Besançon' } } });
        // A batch out of `_id` order, whose documents share words with each other and with those stored.
        else if (kind === 5) await people.insertMany(['m', 'b', 'z'].map((prefix) => person(`${prefix}-${step}`, next)));
        else
          await store
            .withTransaction(async (tx) => {
              await tx.collection('people').insertOne(person(`x-${step}`, next));
              await tx.collection('people').updateOne({ _id: id }, { $set: { 'contactDetails.firstName': 'Anaïs' } });
              throw new Error('undone');
            })
            .catch(() => undefined);
        // Reads between writes, so that every write finds the indexes built and must change them.
        const answered = await answers(store);
        if (step % 3 !== 2) continue;
        expect(answered).toEqual(await scanned(store));
        if (step % 15 !== 14) continue;
        const fresh = await createEmbeddedStore({ directory });
        expect(answered).toEqual(await answers(fresh));
        await fresh.close();
      }
      await store.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
