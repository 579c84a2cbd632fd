import { describe, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { mentionsFilter } from '../../src/features/privacy/mentions-filter.ts';

/**
 * The erasure reads, in each personal collection, only the documents whose words hold one of the person's
 * identifiers (mentions-filter.ts): every document a text names them in must be among them, wherever the text is.
 */
describe('the documents that may name a person', () => {
  it('are those holding their id, full name, e-mail, phone or date of birth where a word begins', async () => {
    const store = await createEmbeddedStore({});
    const collection = store.collection('notes');
    await collection.insertMany([
      { _id: 'n1', about: { userId: '3f2a9c1e-77b0-4c1d-9e0f-0a1b2c3d4e5f' } },
      { _id: 'n2', lines: [{ text: 'Appel de LÉO ROUSSEL, à rappeler' }] },
      { _id: 'n3', text: 'contact: leo.roussel@example.org' },
      { _id: 'n4', text: 'Tél. 0612345678' },
      { _id: 'n5', born: '2012-03-04T00:00:00.000Z' },
      { _id: 'n6', text: 'Roussel-Martin, Léo-Paul: another person' },
      { _id: 'n7', text: 'xléo roussel, 20120304, 3f2a9c1e' },
    ]);
    const filter = mentionsFilter([
      '3f2a9c1e-77b0-4c1d-9e0f-0a1b2c3d4e5f',
      'Léo Roussel',
      'Roussel Léo',
      'leo.roussel@example.org',
      '0612345678',
      '2012-03-04',
    ]);
    const found = (await collection.find(filter, { sort: { _id: 1 } })).map((document) => document._id);
    // n6 is only a candidate: "roussel léo" begins words there; the erasure's exact check decides (erasure.ts).
    expect(found).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(await collection.count(mentionsFilter(['—']))).toBe(0);
  });
});
