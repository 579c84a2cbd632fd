import type { Filter, IndexSpec, SortSpec } from '../../src/store/store.ts';

/**
 * The query operators the store port documents (store.ts) and the contract suite proves on both adapters; a filter
 * with any other would work on the embedded store (mingo knows more) and not be proven on MongoDB.
 */
export const TRANSLATED_OPERATORS = new Set([
  '$and',
  '$or',
  '$nor',
  '$in',
  '$nin',
  '$ne',
  '$eq',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$exists',
  '$regex',
  '$options',
  '$elemMatch',
  '$all',
  '$size',
  '$not',
]);

/** The operators of a filter that the port does not document. */
export function untranslatedOperators(filter: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object' || value instanceof RegExp || value instanceof Date) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('$') && !TRANSLATED_OPERATORS.has(key)) found.add(key);
      visit(inner);
    }
  };
  visit(filter);
  return [...found];
}

/**
 * How a conjunction of conditions can use an index, in MongoDB's ESR terms: equality fields (a value, `$eq`, `$in`,
 * `$all`) can make a prefix of the keys; range fields (`$gt`…, an anchored `$regex`) can bound the scan; the others
 * (`$ne`, `$nin`, `$exists`, `$not`, `$size`, a free `$regex`, `$nor`) only filter what the index found.
 */
interface Conjunction {
  equality: Set<string>;
  range: Set<string>;
  /** Fields with `$exists: true`, which a partial index on them may rely on. */
  present: Set<string>;
  /** Each `$or` of the conjunction: one of its branches holds. */
  alternatives: Conjunction[][];
}

function conjunctionOf(filter: Filter, prefix = ''): Conjunction {
  const result: Conjunction = { equality: new Set(), range: new Set(), present: new Set(), alternatives: [] };
  const merge = (other: Conjunction) => {
    for (const key of ['equality', 'range', 'present'] as const) for (const field of other[key]) result[key].add(field);
    result.alternatives.push(...other.alternatives);
  };
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and') for (const part of value as Filter[]) merge(conjunctionOf(part, prefix));
    else if (key === '$or') result.alternatives.push((value as Filter[]).map((branch) => conjunctionOf(branch, prefix)));
    else if (key.startsWith('$')) continue;
    else classify(prefix + key, value, result);
  }
  return result;
}

function classify(field: string, value: unknown, into: Conjunction): void {
  const isOperatorObject =
    value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RegExp) && Object.keys(value).some((key) => key.startsWith('$'));
  if (!isOperatorObject) {
    if (value instanceof RegExp) {
      if (value.source.startsWith('^')) into.range.add(field);
    } else into.equality.add(field);
    return;
  }
  for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
    if (operator === '$eq' || operator === '$in' || operator === '$all') into.equality.add(field);
    else if (['$gt', '$gte', '$lt', '$lte'].includes(operator)) into.range.add(field);
    else if (operator === '$regex' && String(operand instanceof RegExp ? operand.source : operand).startsWith('^')) into.range.add(field);
    else if (operator === '$exists' && operand === true) into.present.add(field);
    else if (operator === '$elemMatch' && operand && typeof operand === 'object') {
      const inner = conjunctionOf(operand as Filter, `${field}.`);
      // `$elemMatch` of operators on the array's values themselves.
      if (Object.keys(operand).every((key) => key.startsWith('$'))) classify(field, operand, into);
      for (const key of ['equality', 'range', 'present'] as const) for (const path of inner[key]) into[key].add(path);
    }
  }
}

/** Whether a partial index holds every document the conjunction can match (its fields required or fixed). */
function partialApplies(index: IndexSpec, query: Conjunction): boolean {
  const partial = conjunctionOf(index.partialFilter ?? {});
  return [...partial.equality, ...partial.present].every((field) => query.equality.has(field) || query.present.has(field));
}

/** ESR: equality fields as a prefix of the keys, then the sort in order (or all reversed), then anything. */
function indexServes(index: IndexSpec, query: Conjunction, sort: SortSpec | undefined): boolean {
  if (index.partialFilter && !partialApplies(index, query)) return false;
  const keys = Object.entries(index.keys);
  let position = 0;
  while (position < keys.length && query.equality.has(keys[position]![0])) position += 1;
  const sortFields = Object.entries(sort ?? {}).filter(([field]) => !query.equality.has(field));
  if (sortFields.length === 0) return position > 0 || (keys.length > 0 && query.range.has(keys[0]![0]));
  const direction = keys[position]?.[1] === sortFields[0]![1] ? 1 : -1;
  return sortFields.every(([field, order], offset) => {
    const key = keys[position + offset];
    return key !== undefined && key[0] === field && key[1] * direction === order;
  });
}

/** Whether some declared index serves the query: `_id` by value always; each `$or` branch by an index of its own. */
export function isServed(filter: Filter, sort: SortSpec | undefined, indexes: readonly IndexSpec[]): boolean {
  return conjunctionServed(conjunctionOf(filter), sort, indexes);
}

function conjunctionServed(query: Conjunction, sort: SortSpec | undefined, indexes: readonly IndexSpec[]): boolean {
  const sortOnlyId = !sort || Object.keys(sort).every((field) => field === '_id');
  if (query.equality.has('_id') && sortOnlyId) return true;
  if (indexes.some((index) => indexServes(index, query, sort))) return true;
  // MongoDB answers an `$or` from one index scan per branch, each with the conditions around the `$or`.
  return query.alternatives.some((branches) =>
    branches.every((branch) =>
      conjunctionServed(
        {
          equality: new Set([...query.equality, ...branch.equality]),
          range: new Set([...query.range, ...branch.range]),
          present: new Set([...query.present, ...branch.present]),
          alternatives: [...branch.alternatives, ...query.alternatives.filter((other) => other !== branches)],
        },
        sort,
        indexes,
      ),
    ),
  );
}
