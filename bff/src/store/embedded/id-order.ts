import type { StoredDocument } from '../store.ts';

/**
 * The embedded store's lists keep nedb's order, by `_id` as JavaScript compares strings: a list changed by a write
 * must read as one rebuilt from nedb.
 */

/** Where `id` is, or would go, in a list in `_id` order. */
export function positionOf(documents: readonly StoredDocument[], id: string): number {
  let low = 0;
  let high = documents.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (documents[middle]!._id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A copy of the list with the document at its place: lists are replaced, never changed (see cached-lists.ts). */
export function insertedInOrder(list: readonly StoredDocument[], document: StoredDocument): StoredDocument[] {
  return list.toSpliced(positionOf(list, document._id), 0, document);
}

export function byIdOrder(left: StoredDocument, right: StoredDocument): number {
  return left._id < right._id ? -1 : left._id > right._id ? 1 : 0;
}
