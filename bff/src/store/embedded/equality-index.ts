import type { Filter, StoredDocument } from '../store.ts';
import { insertedInOrder, mergedInOrder, withoutIds } from './id-order.ts';
import { WORDS_FIELD, wordsOfDocument } from '../document-words.ts';

/**
 * In-memory equality indexes for the embedded store, built on first use from the document list and kept right
 * across writes (cached-lists.ts). A filter whose top level requires `path = value` (or `$in`) reads only the documents indexed
 * under those values, and the full predicate still decides; documents the index cannot place (a path through an
 * array of objects) are always read, so the candidates never miss a match.
 */
export interface EqualityIndex {
  byValue: Map<unknown, StoredDocument[]>;
  /** Documents where the path crosses an array: checked whatever the value. */
  always: StoredDocument[];
  /** Some document holds a list at the path, so it may be under several values: the lists may overlap. */
  lists: boolean;
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
  let lists = false;
  for (const document of documents) {
    const values = valuesAt(document, segments);
    if (values === CROSSED) always.push(document);
    else {
      lists ||= values.list;
      for (const value of values.values) {
        const list = byValue.get(value);
        if (list) list.push(document);
        else byValue.set(value, [document]);
      }
    }
  }
  return { byValue, always, lists };
}

/** A path that crosses an array before its end: the index cannot place the document. */
const CROSSED = Symbol('crossed');

/** The values a document is indexed under: its value at the path, each item of it once when it is a list. */
function valuesAt(document: StoredDocument, segments: readonly string[]): { values: readonly unknown[]; list: boolean } | typeof CROSSED {
  // The port's `_words`, worked out from the document (compile-filter.ts): a search of a word reads only its documents.
  if (segments.length === 1 && segments[0] === WORDS_FIELD) return { values: [...wordsOfDocument(document)], list: true };
  let current: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(current)) return CROSSED;
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return Array.isArray(current) ? { values: [...new Set(current)], list: true } : { values: [current], list: false };
}

/**
 * Adds documents (in `_id` order) to the index, in `_id` order in each of its lists (the order a rebuild from nedb's
 * list gives). A list is replaced, never changed: the candidates a read took from it stay what they were (see
 * cached-lists.ts). Each list the batch touches is copied once, however many of the batch go into it.
 */
export function addDocuments(index: EqualityIndex, path: string, documents: readonly StoredDocument[]): void {
  const segments = path.split('.');
  const crossed: StoredDocument[] = [];
  const byValue = new Map<unknown, StoredDocument[]>();
  for (const document of documents) {
    const values = valuesAt(document, segments);
    if (values === CROSSED) {
      crossed.push(document);
      continue;
    }
    index.lists ||= values.list;
    for (const value of values.values) {
      const group = byValue.get(value);
      if (group) group.push(document);
      else byValue.set(value, [document]);
    }
  }
  if (crossed.length > 0) index.always = insertedInOrder(index.always, crossed);
  for (const [value, group] of byValue) index.byValue.set(value, insertedInOrder(index.byValue.get(value) ?? [], group));
}

/**
 * Takes documents out of the index (the ones stored, read at their old values), replacing the lists they were in:
 * each list once, however many of them it held.
 */
export function removeDocuments(index: EqualityIndex, path: string, documents: readonly StoredDocument[]): void {
  const segments = path.split('.');
  let crossed = false;
  const byValue = new Map<unknown, Set<string>>();
  for (const document of documents) {
    const values = valuesAt(document, segments);
    if (values === CROSSED) {
      crossed = true;
      continue;
    }
    for (const value of values.values) {
      const ids = byValue.get(value);
      if (ids) ids.add(document._id);
      else byValue.set(value, new Set([document._id]));
    }
  }
  if (crossed) {
    const ids = new Set(documents.map((document) => document._id));
    index.always = withoutIds(index.always, ids);
  }
  for (const [value, ids] of byValue) {
    const list = withoutIds(index.byValue.get(value) ?? [], ids);
    if (list.length > 0) index.byValue.set(value, list);
    else index.byValue.delete(value);
  }
}

/** The candidates of one hint: documents under any accepted value, plus those the index cannot place. */
export function candidatesOf(index: EqualityIndex, values: readonly Scalar[]): StoredDocument[] {
  const lists = [...new Set(values)].map((value) => index.byValue.get(value) ?? []);
  if (lists.length === 1 && index.always.length === 0) return lists[0]!;
  // In `_id` order, as the collection reads (each list is); a document under several values, or also in `always`, once.
  return mergedInOrder([...lists, index.always]);
}

/**
 * How many candidates a hint gives, without gathering them when the count is known from the lists' lengths: a
 * query weighs every hint to read the fewest documents, and gathering a `$in` over most of a collection cost more
 * than the query.
 */
export function candidateCount(index: EqualityIndex, values: readonly Scalar[]): number {
  if (index.lists) return candidatesOf(index, values).length;
  let count = index.always.length;
  for (const value of new Set(values)) count += index.byValue.get(value)?.length ?? 0;
  return count;
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
