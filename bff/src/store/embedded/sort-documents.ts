import type { SortSpec } from '../store.ts';
import { SORT_COLLATION } from '../store.ts';
import { valueAt } from './unique-indexes.ts';

const collator = new Intl.Collator(SORT_COLLATION.locale);

/**
 * MongoDB's sort order: missing and null first, then numbers, strings (in French order, as the MongoDB adapter
 * asks with its collation), objects, arrays, booleans. An array sorts by its smallest element ascending and its
 * largest descending.
 */
export function compareBy(sort: SortSpec): (left: Record<string, unknown>, right: Record<string, unknown>) => number {
  const keys = Object.entries(sort).map(([path, direction]) => ({ path, direction }));
  return (left, right) => {
    for (const { path, direction } of keys) {
      const order = compareValues(sortValue(valueAt(left, path), direction), sortValue(valueAt(right, path), direction));
      if (order !== 0) return order * direction;
    }
    return 0;
  };
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
