import type { Filter, StoredDocument } from '../store.ts';

/**
 * In-memory equality indexes for the embedded store, built on first use from the document list and dropped at
 * the next write. A filter whose top level requires `path = value` (or `$in`) reads only the documents indexed
 * under those values, and the full predicate still decides; documents the index cannot place (a path through an
 * array of objects) are always read, so the candidates never miss a match.
 */
export interface EqualityIndex {
  byValue: Map<unknown, StoredDocument[]>;
  /** Documents where the path crosses an array: checked whatever the value. */
  always: StoredDocument[];
}

type Scalar = string | number | boolean;

/** `path → accepted values` that every match must have, from the filter's top level and nested `$and`s. */
export function equalityHints(filter: Filter, hints = new Map<string, Scalar[]>()): Map<string, Scalar[]> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (typeof part === 'object' && part !== null) equalityHints(part as Filter, hints);
    } else if (!key.startsWith('$')) {
      const values = acceptedValues(condition);
      if (values) hints.set(key, values);
    }
  }
  return hints;
}

function acceptedValues(condition: unknown): Scalar[] | undefined {
  if (isScalar(condition)) return [condition];
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return undefined;
  const operators = condition as Record<string, unknown>;
  if (isScalar(operators.$eq)) return [operators.$eq];
  if (Array.isArray(operators.$in) && operators.$in.every(isScalar)) return operators.$in as Scalar[];
  return undefined;
}

export function buildEqualityIndex(documents: readonly StoredDocument[], path: string): EqualityIndex {
  const segments = path.split('.');
  const byValue = new Map<unknown, StoredDocument[]>();
  const always: StoredDocument[] = [];
  const add = (value: unknown, document: StoredDocument) => {
    const list = byValue.get(value);
    if (list) list.push(document);
    else byValue.set(value, [document]);
  };
  for (const document of documents) {
    let current: unknown = document;
    let crossed = false;
    for (const segment of segments) {
      if (Array.isArray(current)) {
        crossed = true;
        break;
      }
      current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
    }
    if (crossed) always.push(document);
    else if (Array.isArray(current)) for (const item of new Set(current)) add(item, document);
    else add(current, document);
  }
  return { byValue, always };
}

/** The candidates of one hint: documents under any accepted value, plus those the index cannot place. */
export function candidatesOf(index: EqualityIndex, values: readonly Scalar[]): StoredDocument[] {
  const lists = values.map((value) => index.byValue.get(value) ?? []);
  if (lists.length === 1 && index.always.length === 0) return lists[0]!;
  return [...new Set([...lists.flat(), ...index.always])];
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
