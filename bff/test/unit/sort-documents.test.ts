import { describe, expect, it } from 'vitest';
import { sortDocuments } from '../../src/store/embedded/sort-documents.ts';
import type { SortSpec } from '../../src/store/store.ts';

/**
 * A page's sort picks its first documents without sorting the rest (`take`): it must give exactly what the whole
 * sort gives, ties in the collection's order included, whatever the data.
 */
const NAMES = ['Élise', 'elise', 'Zoé', 'Adam', 'adam', 'Öztürk', 'Martin', undefined, null, 'Lefèvre', 'lefevre'];

function documents(count: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, index) => ({
    _id: `d${index}`,
    contactDetails: { lastName: NAMES[Math.floor(next() * NAMES.length)] },
    rank: Math.floor(next() * 5),
    tags: next() < 0.3 ? [Math.floor(next() * 9), Math.floor(next() * 9)] : [],
  }));
}

describe('sorting a page', () => {
  const sorts: SortSpec[] = [{ 'contactDetails.lastName': 1 }, { rank: -1, 'contactDetails.lastName': 1 }, { tags: 1 }, { tags: -1, _id: 1 }];
  for (const [index, sort] of sorts.entries()) {
    it(`gives the whole sort's first documents, ties included (sort ${index + 1})`, () => {
      for (const seed of [1, 7, 42, 2026]) {
        const data = documents(400, seed);
        const whole = sortDocuments([...data], sort).map((document) => document._id);
        for (const take of [0, 1, 20, 40, 150]) expect(sortDocuments([...data], sort, take).map((document) => document._id)).toEqual(whole.slice(0, take));
      }
    });
  }

  it('sorts everything when the page is most of the documents', () => {
    const data = documents(30, 3);
    expect(sortDocuments([...data], { rank: 1 }, 25).map((document) => document._id)).toEqual(
      sortDocuments([...data], { rank: 1 }).map((document) => document._id),
    );
  });
});
