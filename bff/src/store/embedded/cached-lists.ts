import type { StoredDocument } from '../store.ts';
import { addDocuments, removeDocuments, type EqualityIndex } from './equality-index.ts';
import { addToRangeIndex, removeFromRangeIndex, type RangeIndex } from './range-index.ts';
import { byIdOrder, insertedInOrder, positionOf } from './id-order.ts';
import { keptAfterWrite, type KeptResults } from './kept-results.ts';
import { addToWordIndex, removeFromWordIndex, type WordIndex } from './word-index.ts';

/**
 * What a collection keeps between reads: nedb's document list (in `_id` order, as nedb gives it), a map by id,
 * the equality, word and range indexes. A write used to drop them all, so the next read rebuilt them over the whole collection: a
 * request that writes a pair and reads students again (the automatic matching) paid for 12,000 documents each time.
 * Now a write changes them as it changes nedb's: the changed document is put in, taken out or swapped. The lists
 * are replaced, never changed (a read holding one across an await, as an aggregation does, sees a whole state); the
 * maps are changed in place (only read between two awaits).
 */
export interface CachedLists {
  snapshot?: StoredDocument[] | undefined;
  byId?: Map<string, StoredDocument> | undefined;
  equalityIndexes?: Map<string, EqualityIndex> | undefined;
  wordIndexes?: Map<string, WordIndex> | undefined;
  results?: KeptResults | undefined;
  rangeIndexes?: Map<string, RangeIndex> | undefined;
}

type Change = { inserted: readonly StoredDocument[] } | { replaced: StoredDocument } | { removed: readonly string[] };

/**
 * Runs nedb's write, then changes the lists as nedb's changed. Reads meanwhile go on with the lists as they were
 * before the write (it is not done, and nothing has answered it yet): rebuilding them from nedb in the middle of a
 * write, as reads used to, took a whole collection's pass (10,000 people: a long task of the event loop, on every
 * change to a person under load, issue 29), and the rebuilt lists were dropped after it anyway. A failed write, or
 * lists built meanwhile from none (from nedb's list as it was then, maybe before the write), are dropped: the next
 * read rebuilds them. The answers kept for queries (kept-results.ts) that the change concerns are changed with them.
 */
export async function changing(state: CachedLists, write: () => Promise<unknown>, change: Change): Promise<void> {
  const held = {
    snapshot: state.snapshot,
    byId: state.byId,
    equalityIndexes: state.equalityIndexes,
    wordIndexes: state.wordIndexes,
    rangeIndexes: state.rangeIndexes,
  };
  try {
    await write();
  } catch (error) {
    forgetLists(state);
    throw error;
  }
  if (!held.snapshot || state.snapshot !== held.snapshot) {
    forgetLists(state);
    return;
  }
  // A map a read built meanwhile (from the lists before the write) is not held: dropped, and built again when asked.
  const changed = changedLists(held as CachedLists & { snapshot: StoredDocument[] }, change);
  if (!changed) {
    forgetLists(state);
    return;
  }
  // Answers kept before the write, or by reads meanwhile (from the lists as they were before it): those the
  // documents it changed match are changed too.
  state.results = keptAfterWrite(state.results, changed.before, changed.after);
  state.snapshot = changed.snapshot;
  state.byId = changed.byId;
  state.equalityIndexes = changed.equalityIndexes;
  state.wordIndexes = changed.wordIndexes;
  state.rangeIndexes = changed.rangeIndexes;
}

export function forgetLists(state: CachedLists): void {
  state.snapshot = undefined;
  state.byId = undefined;
  state.equalityIndexes = undefined;
  state.wordIndexes = undefined;
  state.results = undefined;
  state.rangeIndexes = undefined;
}

/** What a write changed: the lists after it, and the documents as they were and as they are. */
interface ChangedLists extends CachedLists {
  snapshot: StoredDocument[];
  before: readonly StoredDocument[];
  after: readonly StoredDocument[];
}

/** The lists after the change, or undefined when they cannot be kept right (then they are rebuilt on the next read). */
function changedLists(lists: CachedLists & { snapshot: StoredDocument[] }, change: Change): ChangedLists | undefined {
  const { byId, equalityIndexes, wordIndexes, rangeIndexes } = lists;
  const reindex = (before: readonly StoredDocument[], after: readonly StoredDocument[]) => {
    for (const [path, index] of equalityIndexes ?? []) {
      if (before.length > 0) removeDocuments(index, path, before);
      if (after.length > 0) addDocuments(index, path, after);
    }
    for (const [path, index] of wordIndexes ?? []) {
      if (before.length > 0) removeFromWordIndex(index, path, before);
      if (after.length > 0) addToWordIndex(index, path, after);
    }
    for (const [path, index] of rangeIndexes ?? []) {
      if (before.length > 0) removeFromRangeIndex(index, path, before);
      if (after.length > 0) addToRangeIndex(index, path, after);
    }
  };
  if ('inserted' in change) {
    // The whole batch at once: each list is copied once, not once per document (a year of weekly occurrences).
    if (change.inserted.some((document) => typeof document._id !== 'string')) return undefined;
    const added = change.inserted.toSorted(byIdOrder);
    for (let at = 0; at < added.length; at += 1) {
      const id = added[at]!._id;
      if (added[at - 1]?._id === id || lists.snapshot[positionOf(lists.snapshot, id)]?._id === id) return undefined;
    }
    for (const document of added) byId?.set(document._id, document);
    reindex([], added);
    return { snapshot: insertedInOrder(lists.snapshot, added), byId, equalityIndexes, wordIndexes, rangeIndexes, before: [], after: added };
  }
  if ('replaced' in change) {
    const document = change.replaced;
    const snapshot = lists.snapshot.slice();
    const at = positionOf(snapshot, document._id);
    const before = snapshot[at];
    if (before?._id !== document._id) return undefined;
    snapshot[at] = document;
    byId?.set(document._id, document);
    reindex([before], [document]);
    return { snapshot, byId, equalityIndexes, wordIndexes, rangeIndexes, before: [before], after: [document] };
  }
  // Removed together (a deleteMany, a transaction undone): each list is filtered once.
  const ids = new Set(change.removed);
  const removed: StoredDocument[] = [];
  for (const id of ids) {
    const before = lists.snapshot[positionOf(lists.snapshot, id)];
    if (before?._id !== id) return undefined;
    removed.push(before);
  }
  for (const id of ids) byId?.delete(id);
  reindex(removed, []);
  return {
    snapshot: lists.snapshot.filter((document) => !ids.has(document._id)),
    byId,
    equalityIndexes,
    wordIndexes,
    rangeIndexes,
    before: removed,
    after: [],
  };
}
