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

/**
 * A copy of the list with `added` (in `_id` order, none already in the list) each at its place: lists are replaced,
 * never changed (see cached-lists.ts). One copy for the whole batch: a series' weekly occurrences written together
 * used to copy the 50,000 documents of `status: 'scheduled'` once per occurrence.
 */
export function insertedInOrder(list: readonly StoredDocument[], added: readonly StoredDocument[]): StoredDocument[] {
  if (added.length === 1) return list.toSpliced(positionOf(list, added[0]!._id), 0, added[0]!);
  if (added.length > MOST_RUNS) return merged(list, added);
  // The runs of the list between two added documents are copied natively (slice, concat), not one by one.
  const parts: StoredDocument[][] = [];
  let from = 0;
  for (const document of added) {
    const at = positionOf(list, document._id);
    if (at > from) parts.push(list.slice(from, at));
    parts.push([document]);
    from = at;
  }
  if (from < list.length) parts.push(list.slice(from));
  return ([] as StoredDocument[]).concat(...parts);
}

/** Above this many added documents, `concat`'s arguments would be too many: a plain merge of the two lists. */
const MOST_RUNS = 1_000;

function merged(list: readonly StoredDocument[], added: readonly StoredDocument[]): StoredDocument[] {
  const result: StoredDocument[] = [];
  let at = 0;
  for (const document of added) {
    while (at < list.length && list[at]!._id < document._id) result.push(list[at++]!);
    result.push(document);
  }
  while (at < list.length) result.push(list[at++]!);
  return result;
}

export function byIdOrder(left: StoredDocument, right: StoredDocument): number {
  return left._id < right._id ? -1 : left._id > right._id ? 1 : 0;
}

/**
 * Lists each in `_id` order as one list in `_id` order, a document found in several (by id) once: the candidates of
 * several values keep the collection's order, as every other way of reading it does (kept-results.ts relies on it).
 */
export function mergedInOrder(lists: readonly (readonly StoredDocument[])[]): StoredDocument[] {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length === 0) return [];
  if (nonEmpty.length === 1) return nonEmpty[0]!.slice();
  // Many lists (a `$in` of many values): one sort beats comparing each list's head at every step.
  if (nonEmpty.length > 4)
    return nonEmpty
      .flat()
      .sort(byIdOrder)
      .filter((document, at, all) => at === 0 || all[at - 1]!._id !== document._id);
  const positions = nonEmpty.map(() => 0);
  const result: StoredDocument[] = [];
  for (;;) {
    let smallest = -1;
    for (let list = 0; list < nonEmpty.length; list += 1) {
      const document = nonEmpty[list]![positions[list]!];
      if (document && (smallest === -1 || document._id < nonEmpty[smallest]![positions[smallest]!]!._id)) smallest = list;
    }
    if (smallest === -1) return result;
    const document = nonEmpty[smallest]![positions[smallest]!]!;
    positions[smallest] = positions[smallest]! + 1;
    if (result.at(-1)?._id !== document._id) result.push(document);
  }
}

/**
 * A copy of the list (in `_id` order) without the documents of these ids. A few are found by their place and cut
 * out (a write changes one document: it used to test every document of each list it was in, 8,000 under one status);
 * many, in one pass.
 */
export function withoutIds(list: readonly StoredDocument[], ids: ReadonlySet<string>): StoredDocument[] {
  if (ids.size > 4) return list.filter((document) => !ids.has(document._id));
  let result = list as StoredDocument[];
  for (const id of ids) {
    const at = positionOf(result, id);
    if (result[at]?._id === id) result = result.toSpliced(at, 1);
  }
  return result === list ? list.slice() : result;
}
