import type { SortSpec } from '../store.ts';
import { SORT_COLLATION } from '../store.ts';

const collator = new Intl.Collator(SORT_COLLATION.locale);

/**
 * MongoDB's sort order: missing and null first, then numbers, strings (in French order, as the MongoDB adapter
 * asks with its collation), objects, arrays, booleans. An array sorts by its smallest element ascending and its
 * largest descending.
 *
 * With `take`, only the first `take` documents in that order are wanted (a page: skip + limit): they are picked in
 * one pass, keeping the best so far in order, rather than sorting everything. A page of 40 out of thousands is then
 * a few comparisons per document instead of a whole sort, and the answer is the same as the sort's (ties keep the
 * collection's order, as the stable sort does).
 */
export function sortDocuments<T extends Record<string, unknown>>(documents: T[], sort: SortSpec, take?: number): T[] {
  const keys = Object.entries(sort).map(([path, direction]) => ({ segments: path.split('.'), direction }));
  const order = JSON.stringify(Object.entries(sort));
  // Each document's sort values are read once, not at every comparison, and kept for the next sort in this order.
  const decorated = documents.map((document) => decorationOf(document, order, keys));
  const compare = (left: Decorated<T>, right: Decorated<T>) => {
    for (let index = 0; index < keys.length; index += 1) {
      // Strings compare first on their folded form (cheap), and go to the collator only when that ties.
      const a = left.folded[index];
      const b = right.folded[index];
      const order = a !== undefined && b !== undefined && a !== b ? (a < b ? -1 : 1) : compareValues(left.values[index], right.values[index]);
      if (order !== 0) return order * keys[index]!.direction;
    }
    return 0;
  };
  if (take !== undefined && take < decorated.length / 2) return firstInOrder(decorated, take, compare).map((entry) => entry.document);
  decorated.sort(compare);
  return decorated.map((entry) => entry.document);
}

interface Decorated<T> {
  document: T;
  values: unknown[];
  folded: (string | undefined)[];
}

/**
 * A document's sort values in an order, worked out once per document and order: the store's documents are never
 * changed in place (a write makes a new object), so the values of an object stay true for as long as it lives, and
 * a page sorted again and again no longer reads and folds thousands of names each time nor makes as much garbage.
 */
const DECORATIONS = new WeakMap<object, Map<string, Decorated<never>>>();

function decorationOf<T extends Record<string, unknown>>(document: T, order: string, keys: readonly { segments: string[]; direction: 1 | -1 }[]): Decorated<T> {
  let byOrder = DECORATIONS.get(document);
  if (!byOrder) {
    byOrder = new Map();
    DECORATIONS.set(document, byOrder);
  }
  let decorated = byOrder.get(order) as Decorated<T> | undefined;
  if (!decorated) {
    const values = keys.map(({ segments, direction }) => sortValue(readPath(document, segments), direction));
    decorated = { document, values, folded: values.map((value) => (typeof value === 'string' ? fold(value) : undefined)) };
    byOrder.set(order, decorated as Decorated<never>);
  }
  return decorated;
}

/** The first `take` entries in `compare`'s order, in order; among equals, the earlier entry first. */
function firstInOrder<E>(entries: readonly E[], take: number, compare: (left: E, right: E) => number): E[] {
  const best: E[] = [];
  if (take <= 0) return best;
  for (const entry of entries) {
    if (best.length === take && compare(entry, best[take - 1]!) >= 0) continue;
    // After the last entry that is not greater: equals keep their arrival order.
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, entry) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, entry);
    if (best.length > take) best.pop();
  }
  return best;
}

function sortValue(value: unknown, direction: 1 | -1): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length === 0) return undefined;
  return [...value].sort(compareValues)[direction === 1 ? 0 : value.length - 1];
}

function rank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 5;
  if (typeof value === 'object') return 4;
  if (typeof value === 'boolean') return 8;
  return 9;
}

export function compareValues(left: unknown, right: unknown): number {
  const byRank = rank(left) - rank(right);
  if (byRank !== 0) return Math.sign(byRank);
  if (typeof left === 'number' && typeof right === 'number') return Math.sign(left - right);
  if (typeof left === 'string' && typeof right === 'string') return collator.compare(left, right);
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  if (typeof left === 'object' && typeof right === 'object') return collator.compare(JSON.stringify(left), JSON.stringify(right));
  return 0;
}

function readPath(document: Record<string, unknown>, segments: readonly string[]): unknown {
  let current: unknown = document;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Folded forms already worked out: lists sort the same names again and again, and folding (Unicode normalisation
 * and a regular expression) costs more than the comparisons. Bounded: emptied when full, then filled again.
 */
const FOLDED = new Map<string, string>();
const MAX_FOLDED = 50_000;

/** A string without accents or case, the first level of French order ('Élise' and 'elise' fold alike). */
function fold(text: string): string {
  const known = FOLDED.get(text);
  if (known !== undefined) return known;
  const folded = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (FOLDED.size >= MAX_FOLDED) FOLDED.clear();
  FOLDED.set(text, folded);
  return folded;
}
