import type { Filter, SortSpec, StoredDocument } from '../store.ts';
import { byIdOrder, insertedInOrder, positionOf } from './id-order.ts';
import { sortDocuments } from './sort-documents.ts';

/**
 * The answers of recent list queries of a collection, kept across writes (issue 29). Under a mixed load the
 * same few pages are asked again and again (a list's first page, its filters, the dashboard's counts), and each
 * asking tested thousands of documents and picked the page among them: most of the server's CPU time, and the
 * tail of every request that waited behind it. Now the documents a filter matches, and the first of them in a
 * sort order, are worked out once per filter and order, and changed with the documents a write changes.
 *
 * Nothing here knows a reader: the key is the whole filter the store is asked, the reader's access filter
 * included (resources/operations.ts `readableFilter`), so a reader whose rights differ or change asks another
 * key; what a reader may see of each document is still cut per request, after the store. A write to the
 * collection changes each kept answer whose filter matches a document it changed, before or after the change
 * (`keptAfterWrite`, from cached-lists.ts `changing`), so an answer is always the one the collection gives now.
 */
export interface KeptResult {
  /** The documents the filter matches, in the collection's order: nedb's own copies, never changed in place. */
  matched: StoredDocument[];
  /** Whether a document matches the filter: a write that none of its documents match leaves the answer as it is. */
  matches: (document: StoredDocument) => boolean;
  /** By sort order: the first `take` matched documents in that order (all of them when `take` is undefined). */
  orders: Map<string, KeptOrder>;
}

/** The first `take` matched documents in a sort order (all of them when `take` is undefined). */
interface KeptOrder {
  take: number | undefined;
  documents: StoredDocument[];
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

/**
 * The kept answer of `key`, or the one `match` gives now (the documents matched, and the filter's predicate), kept
 * for the next asking.
 */
export function keptResult(
  results: KeptResults,
  key: string,
  match: () => { matched: StoredDocument[]; matches: (document: StoredDocument) => boolean },
): KeptResult {
  let kept = results.get(key);
  if (!kept) {
    if (results.size >= MAX_KEPT) results.clear();
    kept = { ...match(), orders: new Map() };
    results.set(key, kept);
  }
  return kept;
}

/**
 * The kept answers after a write changed `before` (the documents as they were: taken out or replaced) into `after`
 * (as they are: put in or replacing). An answer whose filter matches none of them is left as it is. Another has
 * its matched documents changed in place: those that matched as they were are taken out, those that match as they
 * are put in at their place, in `_id` order, the collection's order in which every read lists them (candidates
 * included: equality-index.ts `candidatesOf`). Each of its sort orders is kept when the write cannot have changed
 * its first `take` documents (none of them was written, and each document put in comes after the last of them);
 * else forgotten, and picked again from the matched documents when next asked.
 *
 * Under a mixed load, a write forgot every kept answer of its collection, so each change to a tutor's preferences
 * made every list of tutors be filtered and sorted again over 10,000 people (about a fifth of the server's time).
 */
export function keptAfterWrite(results: KeptResults | undefined, before: readonly StoredDocument[], after: readonly StoredDocument[]): KeptResults | undefined {
  if (!results) return undefined;
  for (const [key, kept] of results) {
    const leaving = before.filter(kept.matches);
    const entering = after.filter(kept.matches).sort(byIdOrder);
    if (leaving.length === 0 && entering.length === 0) continue;
    const matched = matchedAfter(kept.matched, leaving, entering);
    if (!matched) {
      results.delete(key);
      continue;
    }
    const orders = new Map<string, KeptOrder>();
    for (const [orderKey, order] of kept.orders) if (orderStands(orderKey, order, leaving, entering)) orders.set(orderKey, order);
    results.set(key, { matched, matches: kept.matches, orders });
  }
  return results.size > 0 ? results : undefined;
}

/** The matched documents without `leaving` and with `entering`, in `_id` order; undefined if they do not line up. */
function matchedAfter(matched: StoredDocument[], leaving: readonly StoredDocument[], entering: readonly StoredDocument[]): StoredDocument[] | undefined {
  // The common case, one document changed and still matching: swapped at its place.
  if (leaving.length === 1 && entering.length === 1 && leaving[0]!._id === entering[0]!._id) {
    const at = positionOf(matched, leaving[0]!._id);
    return matched[at] === leaving[0] ? matched.with(at, entering[0]!) : undefined;
  }
  let remaining = matched;
  if (leaving.length > 0) {
    const gone = new Set(leaving);
    remaining = matched.filter((document) => !gone.has(document));
    if (remaining.length !== matched.length - gone.size) return undefined;
  }
  if (entering.length === 0) return remaining;
  for (const document of entering) if (remaining[positionOf(remaining, document._id)]?._id === document._id) return undefined;
  return insertedInOrder(remaining, entering);
}

/** Whether an order's first documents are the same after the write (see keptAfterWrite). */
function orderStands(orderKey: string, order: KeptOrder, leaving: readonly StoredDocument[], entering: readonly StoredDocument[]): boolean {
  // The whole list in order, or fewer than `take` documents (all of the matched ones): each change moves them.
  if (order.take === undefined || order.documents.length < order.take) return false;
  if (leaving.some((document) => order.documents.includes(document))) return false;
  if (entering.length === 0) return true;
  const sort = Object.fromEntries(JSON.parse(orderKey) as [string, 1 | -1][]) as SortSpec;
  const last = order.documents.at(-1)!;
  // After the last one in the sort's order, ties in `_id` order as the sort keeps them.
  return entering.every((document) => sortDocuments(document._id < last._id ? [document, last] : [last, document], sort)[1] === document);
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
