import type { Filter, SortSpec, StoredDocument } from '../store.ts';

/**
 * The answers of recent list queries of a collection, kept until its next write (issue 29). Under a mixed load the
 * same few pages are asked again and again (a list's first page, its filters, the dashboard's counts), and each
 * asking tested thousands of documents and picked the page among them: most of the server's CPU time, and the
 * tail of every request that waited behind it. Now the documents a filter matches, and the first of them in a
 * sort order, are worked out once per filter and order and reused until the collection changes.
 *
 * Nothing here knows a reader: the key is the whole filter the store is asked, the reader's access filter
 * included (resources/operations.ts `readableFilter`), so a reader whose rights differ or change asks another
 * key; what a reader may see of each document is still cut per request, after the store. A write to the
 * collection forgets each kept answer whose filter matches a document it changed, before or after the change
 * (`keptAfterWrite`, from cached-lists.ts `changing`), so an answer is always the one the collection gives now.
 */
export interface KeptResult {
  /** The documents the filter matches, in the collection's order: nedb's own copies, never changed in place. */
  matched: StoredDocument[];
  /** Whether a document matches the filter: a write that none of its documents match leaves the answer as it is. */
  matches: (document: StoredDocument) => boolean;
  /** By sort order: the first `take` matched documents in that order (all of them when `take` is undefined). */
  orders: Map<string, { take: number | undefined; documents: StoredDocument[] }>;
}

export type KeptResults = Map<string, KeptResult>;

/** Beyond this many filters kept for a collection, all are forgotten at once: a bound, simply. */
const MAX_KEPT = 64;

/**
 * The key of a filter: its JSON, when it is made of plain values only. A filter holding anything JSON does not
 * write faithfully (a RegExp, a Date, `undefined`) is not kept: two different filters must never share a key.
 */
export function filterKey(filter: Filter): string | undefined {
  return isPlain(filter, 0) ? JSON.stringify(filter) : undefined;
}

function isPlain(value: unknown, depth: number): boolean {
  if (depth > 32) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((item) => isPlain(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key in value) if (Object.hasOwn(value, key) && !isPlain((value as Record<string, unknown>)[key], depth + 1)) return false;
  return true;
}

/** The kept answer of `key`, or the one `match` gives now, kept for the next asking. */
export function keptResult(results: KeptResults, key: string, match: () => StoredDocument[], matches: (document: StoredDocument) => boolean): KeptResult {
  let kept = results.get(key);
  if (!kept) {
    if (results.size >= MAX_KEPT) results.clear();
    kept = { matched: match(), matches, orders: new Map() };
    results.set(key, kept);
  }
  return kept;
}

/**
 * The kept answers that a write leaves true: those whose filter matches none of the documents it changed, as they
 * were (`before`) nor as they are (`after`). The others are forgotten, and worked out again when next asked (in the
 * collection's order, which a change made here could not always keep: a `$in` lists each value's documents in turn).
 * Under a mixed load most writes change a record that most kept lists do not show (a tutor's preferences, and the
 * lists of students or of another program's tutors), which were all worked out again after each write.
 */
export function keptAfterWrite(results: KeptResults | undefined, before: readonly StoredDocument[], after: readonly StoredDocument[]): KeptResults | undefined {
  if (!results) return undefined;
  for (const [key, kept] of results) if (before.some(kept.matches) || after.some(kept.matches)) results.delete(key);
  return results.size > 0 ? results : undefined;
}

/**
 * The first `take` documents of a kept answer in `sort`'s order (all of them when `take` is undefined), from the
 * ones already picked when they reach that far, else picked by `pick` and kept.
 */
export function keptOrder(kept: KeptResult, sort: SortSpec, take: number | undefined, pick: () => StoredDocument[]): StoredDocument[] {
  const key = JSON.stringify(Object.entries(sort));
  const known = kept.orders.get(key);
  if (known && (known.take === undefined || (take !== undefined && take <= known.take))) return known.documents;
  const documents = pick();
  // A pick of `take` may hold them all (the sort sorts everything when the page reaches past half).
  kept.orders.set(key, { take: take === undefined || documents.length === kept.matched.length ? undefined : take, documents });
  return documents;
}
