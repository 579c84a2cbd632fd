import type { Filter, StoredDocument } from '../store.ts';
import { byIdOrder } from './id-order.ts';

/**
 * In-memory range indexes for the embedded store, built on first use and kept right across writes (cached-lists.ts),
 * like the equality indexes. A filter whose top level bounds a path (`startDate: { $gte, $lt }`, the calendar's week)
 * reads only the documents whose value lies between the bounds, found by binary search, instead of every document of
 * the collection; the full predicate still decides.
 *
 * A sorted array rather than a tree (such as `sorted-btree`): the embedded store's lists are replaced on a write,
 * never changed, so that a read holding candidates across an await sees a whole state (cached-lists.ts); a sorted
 * array gives that with one copy per write batch, its reads are a binary search and a slice, and it keeps the store
 * free of one more dependency. A write costs one copy of the array (a few milliseconds at 100,000 documents), as the
 * equality indexes' lists already do.
 */
export interface RangeIndex {
  /** Documents with a plain string or number at the path, by (type, value, `_id`). */
  entries: RangeEntry[];
  /** Documents where the path holds or crosses an array: checked whatever the bounds. */
  always: StoredDocument[];
}

interface RangeEntry {
  key: Key;
  document: StoredDocument;
}

type Key = string | number;

interface Bound {
  value: Key;
  inclusive: boolean;
}

/** The bounds a filter puts on one path: every match has a value of that type within them. */
export interface RangeHint {
  type: 'string' | 'number';
  low?: Bound | undefined;
  high?: Bound | undefined;
}

/** `path → bounds` that every match must respect, from the filter's top level and nested `$and`s. */
export function rangeHints(filter: Filter, hints = new Map<string, RangeHint>()): Map<string, RangeHint> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (typeof part === 'object' && part !== null) rangeHints(part as Filter, hints);
    } else if (!key.startsWith('$')) {
      const hint = boundsOf(condition);
      if (!hint) continue;
      const known = hints.get(key);
      // Two parts bounding the same path: both hold, either alone is a correct (wider) set of candidates.
      if (!known || known.type !== hint.type) hints.set(key, hint);
      else hints.set(key, { type: hint.type, low: known.low ?? hint.low, high: known.high ?? hint.high });
    }
  }
  return hints;
}

function boundsOf(condition: unknown): RangeHint | undefined {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return undefined;
  const operators = condition as Record<string, unknown>;
  let hint: RangeHint | undefined;
  for (const [operator, operand] of Object.entries(operators)) {
    if (!['$gt', '$gte', '$lt', '$lte'].includes(operator)) continue;
    if (typeof operand !== 'string' && typeof operand !== 'number') return undefined;
    const type = typeof operand as 'string' | 'number';
    // Bounds of two types: nothing matches both, but leave that to the predicate.
    if (hint && hint.type !== type) return undefined;
    hint ??= { type };
    const bound = { value: operand, inclusive: operator.endsWith('e') };
    if (operator.startsWith('$g')) hint.low = bound;
    else hint.high = bound;
  }
  return hint;
}

/** MongoDB's order between the two types indexed: numbers before strings. */
function rank(key: Key): number {
  return typeof key === 'number' ? 0 : 1;
}

function compareKeys(left: Key, right: Key): number {
  const ranks = rank(left) - rank(right);
  if (ranks !== 0) return ranks;
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareEntries(left: RangeEntry, right: RangeEntry): number {
  return compareKeys(left.key, right.key) || byIdOrder(left.document, right.document);
}

/** A path that crosses or ends on an array: the document may match through any item. */
const ALWAYS = Symbol('always');

/** The key a document is indexed under, ALWAYS, or undefined when no bound of a string or number can match it. */
function keyOf(document: StoredDocument, segments: readonly string[]): Key | typeof ALWAYS | undefined {
  let current: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(current)) return ALWAYS;
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  }
  if (Array.isArray(current)) return ALWAYS;
  return typeof current === 'string' || typeof current === 'number' ? current : undefined;
}

function entriesOf(documents: readonly StoredDocument[], segments: readonly string[]): { entries: RangeEntry[]; always: StoredDocument[] } {
  const entries: RangeEntry[] = [];
  const always: StoredDocument[] = [];
  for (const document of documents) {
    const key = keyOf(document, segments);
    if (key === ALWAYS) always.push(document);
    else if (key !== undefined) entries.push({ key, document });
  }
  return { entries, always };
}

export function buildRangeIndex(documents: readonly StoredDocument[], path: string): RangeIndex {
  const { entries, always } = entriesOf(documents, path.split('.'));
  entries.sort(compareEntries);
  return { entries, always };
}

/** Adds documents (new, or at their new values), replacing the index's arrays: one copy for the whole batch. */
export function addToRangeIndex(index: RangeIndex, path: string, documents: readonly StoredDocument[]): void {
  const added = entriesOf(documents, path.split('.'));
  if (added.entries.length > 0) index.entries = mergeSorted(index.entries, added.entries.sort(compareEntries));
  if (added.always.length > 0) index.always = [...index.always, ...added.always].sort(byIdOrder);
}

/** Takes documents out (the ones stored, read at their old values), replacing the arrays they were in. */
export function removeFromRangeIndex(index: RangeIndex, path: string, documents: readonly StoredDocument[]): void {
  const segments = path.split('.');
  const ids = new Set(documents.map((document) => document._id));
  if (documents.length === 1) {
    // One document (an update): found by its old key, no pass over the whole array.
    const key = keyOf(documents[0]!, segments);
    if (key === ALWAYS) index.always = index.always.filter((other) => !ids.has(other._id));
    else if (key !== undefined) {
      const at = lowerPosition(index.entries, (entry) => compareEntries(entry, { key, document: documents[0]! }) < 0);
      if (index.entries[at]?.document._id === documents[0]!._id) index.entries = index.entries.toSpliced(at, 1);
    }
    return;
  }
  index.entries = index.entries.filter((entry) => !ids.has(entry.document._id));
  index.always = index.always.filter((other) => !ids.has(other._id));
}

function mergeSorted(list: readonly RangeEntry[], added: readonly RangeEntry[]): RangeEntry[] {
  if (added.length === 1) {
    const entry = added[0]!;
    return list.toSpliced(
      lowerPosition(list, (other) => compareEntries(other, entry) < 0),
      0,
      entry,
    );
  }
  const result: RangeEntry[] = [];
  let at = 0;
  for (const entry of added) {
    while (at < list.length && compareEntries(list[at]!, entry) < 0) result.push(list[at++]!);
    result.push(entry);
  }
  while (at < list.length) result.push(list[at++]!);
  return result;
}

/** The first position where `before` no longer holds (the entries before it all satisfy it). */
function lowerPosition(entries: readonly RangeEntry[], before: (entry: RangeEntry) => boolean): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(entries[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The positions [from, to) of the entries within the hint's bounds. */
function span(index: RangeIndex, hint: RangeHint): [number, number] {
  const typeRank = hint.type === 'number' ? 0 : 1;
  const belowLow = (entry: RangeEntry): boolean => {
    const ranks = rank(entry.key) - typeRank;
    if (ranks !== 0 || !hint.low) return ranks < 0;
    return hint.low.inclusive ? entry.key < hint.low.value : entry.key <= hint.low.value;
  };
  const notAboveHigh = (entry: RangeEntry): boolean => {
    const ranks = rank(entry.key) - typeRank;
    if (ranks !== 0 || !hint.high) return ranks <= 0;
    return hint.high.inclusive ? entry.key <= hint.high.value : entry.key < hint.high.value;
  };
  const from = lowerPosition(index.entries, belowLow);
  const to = lowerPosition(index.entries, notAboveHigh);
  return [from, Math.max(from, to)];
}

/** How many candidates the bounds give, by two binary searches. */
export function rangeCandidateCount(index: RangeIndex, hint: RangeHint): number {
  const [from, to] = span(index, hint);
  return to - from + index.always.length;
}

/** The documents within the bounds, and those the index cannot place, in `_id` order (the order of a scan). */
export function rangeCandidates(index: RangeIndex, hint: RangeHint): StoredDocument[] {
  const [from, to] = span(index, hint);
  const found: StoredDocument[] = [];
  for (let at = from; at < to; at += 1) found.push(index.entries[at]!.document);
  if (index.always.length > 0) found.push(...index.always);
  return found.sort(byIdOrder);
}
