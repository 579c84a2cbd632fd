import { Aggregator, Query } from 'mingo';
import { update as applyUpdate } from 'mingo/updater';
import type { Collection, Filter, FindOneAndUpdateOptions, FindOptions, StoredDocument, Update, UpdateResult } from '../store.ts';
import { DuplicateKeyError } from '../store.ts';
import { compileFilter } from './compile-filter.ts';
import { sortDocuments } from './sort-documents.ts';
import { buildEqualityIndex, candidateCount, candidatesOf, equalityHints, type EqualityIndex } from './equality-index.ts';
import { UniqueIndex } from './unique-indexes.ts';
import { changing } from './cached-lists.ts';
import { filterKey, keptOrder, keptResult, type KeptResults } from './kept-results.ts';
import { positionOf } from './id-order.ts';
import { buildRangeIndex, rangeCandidateCount, rangeCandidates, rangeHints, type RangeIndex } from './range-index.ts';
import { buildWordIndex, wordCandidates, wordHints, type WordIndex } from './word-index.ts';
import type { Datastore } from './nedb-datastore.ts';

/** What a transaction must undo: the state of a document before it was touched. */
export type UndoEntry = { collection: CollectionState; before: StoredDocument | undefined; id: string };

/** One collection: its nedb file (persistence) and its unique indexes. Queries run in memory with mingo. */
export interface CollectionState {
  name: string;
  datastore: Datastore;
  uniqueIndexes: UniqueIndex[];
  /** The ids present, for a constant-time duplicate check. */
  ids: Set<string>;
  /** nedb builds its document list on every call: it is kept here, with a map by id, equality and word indexes (cached-lists.ts). */
  snapshot?: StoredDocument[] | undefined;
  byId?: Map<string, StoredDocument> | undefined;
  equalityIndexes?: Map<string, EqualityIndex> | undefined;
  wordIndexes?: Map<string, WordIndex> | undefined;
  /** Recent list queries' answers, changed by each write to a document they match (kept-results.ts). */
  results?: KeptResults | undefined;
  rangeIndexes?: Map<string, RangeIndex> | undefined;
  /** The paths a declared index holds (`ensureIndexes`): the only ones read through a range index, as on MongoDB. */
  rangePaths?: Set<string> | undefined;
  /** Tells the store's change listeners (`Store.onChange`) which documents a write touched. */
  changed?: ((ids: readonly string[]) => void) | undefined;
}

export function allDocuments(state: CollectionState): StoredDocument[] {
  state.snapshot ??= state.datastore.getAllData();
  return state.snapshot;
}

/**
 * The documents a filter can match: the one document its `_id` names (at the top or inside a top-level `$and`,
 * as every single-record route asks), or all of them.
 */
function candidates(state: CollectionState, filter: Filter): StoredDocument[] {
  const id = idNamedBy(filter);
  if (id !== undefined) {
    state.byId ??= new Map(allDocuments(state).map((document) => [document._id, document]));
    const document = state.byId.get(id);
    return document ? [document] : [];
  }
  const all = allDocuments(state);
  // Below a few hundred documents a scan is as fast as building an index.
  if (all.length < 500) return all;
  let best: { index: EqualityIndex; values: Parameters<typeof candidatesOf>[1] } | undefined;
  let fewest = all.length;
  for (const [path, values] of equalityHints(filter)) {
    state.equalityIndexes ??= new Map();
    let index = state.equalityIndexes.get(path);
    if (!index) {
      index = buildEqualityIndex(all, path);
      state.equalityIndexes.set(path, index);
    }
    const count = candidateCount(index, values);
    if (count < fewest) {
      fewest = count;
      best = { index, values };
    }
  }
  // A bounded path (a week of occurrences) reads only the documents within its bounds, when they are fewer.
  let range: { index: RangeIndex; hint: Parameters<typeof rangeCandidates>[1] } | undefined;
  for (const [path, hint] of rangeHints(filter)) {
    // Bounded on both sides only: one side (older than, after now) keeps much of a collection, where an index
    // saves little and costs a copy of its array on every write (the audit log's retention bounds its 100,000 entries).
    if (!state.rangePaths?.has(path) || !hint.low || !hint.high) continue;
    state.rangeIndexes ??= new Map();
    let index = state.rangeIndexes.get(path);
    if (!index) {
      index = buildRangeIndex(all, path);
      state.rangeIndexes.set(path, index);
    }
    const count = rangeCandidateCount(index, hint);
    if (count < fewest) {
      fewest = count;
      range = { index, hint };
    }
  }
  let found = range ? rangeCandidates(range.index, range.hint) : best ? candidatesOf(best.index, best.values) : all;
  // A search reads the documents holding a word it matches, when they are fewer than the equalities give.
  for (const hint of wordHints(filter)) {
    const matched = wordCandidates((path) => wordIndexOf(state, all, path), hint);
    if (matched.length < found.length) found = matched;
  }
  return found;
}

/** The documents `filter` matches, in the collection's order: references to nedb's own copies. */
function matchedBy(state: CollectionState, filter: Filter, predicate = compileFilter(filter)): StoredDocument[] {
  return candidates(state, filter).filter(predicate);
}

/** The answer kept for `filter` (its key), or the one it gives now, kept with its predicate (kept-results.ts). */
function keptResultOf(state: CollectionState, key: string, filter: Filter) {
  return keptResult((state.results ??= new Map()), key, () => {
    const predicate = compileFilter(filter);
    return { matched: matchedBy(state, filter, predicate), matches: predicate };
  });
}

function wordIndexOf(state: CollectionState, all: readonly StoredDocument[], path: string): WordIndex {
  state.wordIndexes ??= new Map();
  let index = state.wordIndexes.get(path);
  if (!index) {
    index = buildWordIndex(all, path);
    state.wordIndexes.set(path, index);
  }
  return index;
}

function idNamedBy(filter: Filter): string | undefined {
  if (typeof filter._id === 'string') return filter._id;
  if (Array.isArray(filter.$and)) {
    for (const part of filter.$and) {
      const id = typeof part === 'object' && part !== null ? idNamedBy(part as Filter) : undefined;
      if (id !== undefined) return id;
    }
  }
  return undefined;
}

/** How a collection handle writes: through the store's lock, or inside a transaction that already holds it. */
export interface WriteContext {
  run<T>(work: () => Promise<T>): Promise<T>;
  undo?: UndoEntry[];
}

/** The collections named by the `$lookup` stages of a pipeline, including those inside `$facet`. */
function lookedUpCollections(pipeline: readonly Record<string, unknown>[]): Set<string> {
  const names = new Set<string>();
  for (const stage of pipeline) {
    const lookup = stage.$lookup as { from?: unknown; pipeline?: Record<string, unknown>[] } | undefined;
    if (typeof lookup?.from === 'string') names.add(lookup.from);
    if (Array.isArray(lookup?.pipeline)) for (const name of lookedUpCollections(lookup.pipeline)) names.add(name);
    const facet = stage.$facet as Record<string, Record<string, unknown>[]> | undefined;
    if (facet) for (const inner of Object.values(facet)) for (const name of lookedUpCollections(inner)) names.add(name);
  }
  return names;
}

export class NedbCollection implements Collection {
  private readonly state: Promise<CollectionState>;
  private readonly writes: WriteContext;
  /** Other collections of the same store, for the `$lookup` stages of a pipeline. */
  private readonly openOther: (name: string) => Promise<CollectionState>;

  constructor(state: Promise<CollectionState>, writes: WriteContext, openOther: (name: string) => Promise<CollectionState>) {
    this.state = state;
    this.writes = writes;
    this.openOther = openOther;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<StoredDocument[]> {
    return projectAll(await this.matching(filter, options), options.projection);
  }

  async *stream(filter: Filter, options: FindOptions = {}): AsyncIterable<StoredDocument> {
    // Only references are held; each document is copied as it is handed out, so memory stays flat.
    for (const document of await this.matching(filter, options)) yield project(document, options.projection);
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<StoredDocument | null> {
    const [first] = await this.matching(filter, { ...options, limit: 1 });
    return first ? project(first, options.projection) : null;
  }

  async count(filter: Filter): Promise<number> {
    const state = await this.state;
    // A count asked again (a dashboard's) is the length of the kept answer.
    const key = filterKey(filter);
    if (key !== undefined) return keptResultOf(state, key, filter).matched.length;
    const predicate = compileFilter(filter);
    let count = 0;
    for (const document of candidates(state, filter)) if (predicate(document)) count += 1;
    return count;
  }

  async insertOne(document: StoredDocument): Promise<void> {
    await this.insertMany([document]);
  }

  async insertMany(documents: readonly StoredDocument[]): Promise<void> {
    const state = await this.state;
    await this.writes.run(() =>
      insert(
        state,
        documents.map((document) => structuredClone(document)),
        this.writes.undo,
      ),
    );
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    return this.updateMatching(filter, update, { one: true, upsert: options.upsert ?? false }).then(({ result }) => result);
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    return this.updateMatching(filter, update, { one: false, upsert: false }).then(({ result }) => result);
  }

  async replaceOne(filter: Filter, document: StoredDocument): Promise<UpdateResult> {
    const state = await this.state;
    return this.writes.run(async () => {
      const [current] = await this.matching(filter, { limit: 1 });
      if (!current) return { matchedCount: 0, modifiedCount: 0 };
      const next = { ...structuredClone(document), _id: current._id };
      const changed = JSON.stringify(next) !== JSON.stringify(current);
      if (changed) await replace(state, current, next, this.writes.undo);
      return { matchedCount: 1, modifiedCount: changed ? 1 : 0 };
    });
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<StoredDocument | null> {
    const { before, after } = await this.updateMatching(filter, update, { one: true, upsert: options.upsert ?? false });
    const answer = options.returnDocument === 'after' ? after : before;
    return answer ? structuredClone(answer) : null;
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return this.deleteMatching(filter, 1);
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return this.deleteMatching(filter, 0);
  }

  async aggregate(pipeline: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    const state = await this.state;
    // A leading `$match` is a filter like any find's: the store's indexes and compiled predicate pick its documents,
    // and mingo runs the rest of the pipeline on those alone (it would otherwise test every document of the
    // collection, about 2 µs each: the statistics over a school year of occurrences spent seconds there).
    const [first, ...rest] = pipeline;
    const leading = first && Object.keys(first).length === 1 && isFilter(first.$match) ? first.$match : undefined;
    const documents = leading ? candidates(state, leading).filter(compileFilter(leading)) : allDocuments(state);
    const stages = leading ? rest : [...pipeline];
    // mingo reads the collections a `$lookup` joins through a synchronous resolver: they are opened first.
    const joined = new Map<string, StoredDocument[]>();
    for (const name of lookedUpCollections(stages)) joined.set(name, allDocuments(await this.openOther(name)));
    const aggregator = new Aggregator(stages, { collectionResolver: (name: string) => joined.get(name) ?? [] });
    return structuredClone(aggregator.run(documents) as Record<string, unknown>[]);
  }

  /** Matching documents as references to nedb's own copies: never hand them out without copying. */
  private async matching(filter: Filter, options: FindOptions): Promise<StoredDocument[]> {
    return this.page(filter, options).then(({ documents }) => documents);
  }

  /** One pass over the collection gives both the page and the total. */
  private async page(filter: Filter, options: FindOptions): Promise<{ documents: StoredDocument[]; total: number }> {
    let matched = matchedBy(await this.state, filter);
    const total = matched.length;
    const start = options.skip ?? 0;
    // Only the page's documents need their place: `take` lets the sort pick them without sorting the rest.
    if (options.sort && Object.keys(options.sort).length > 0) matched = sortDocuments(matched, options.sort, options.limit ? start + options.limit : undefined);
    const documents = options.limit ? matched.slice(start, start + options.limit) : start > 0 ? matched.slice(start) : matched;
    return { documents, total };
  }

  /**
   * A list's page: the same answer as `page`, from the answer kept for the same filter and order when there is one
   * (kept-results.ts). Only pages are kept: a `find` or `findOne` is mostly a one-off (an id, a reference).
   */
  async findPage(filter: Filter, options: FindOptions = {}): Promise<{ documents: StoredDocument[]; total: number }> {
    const state = await this.state;
    const key = filterKey(filter);
    if (key === undefined) {
      const { documents, total } = await this.page(filter, options);
      return { documents: projectAll(documents, options.projection), total };
    }
    const kept = keptResultOf(state, key, filter);
    const start = options.skip ?? 0;
    const take = options.limit ? start + options.limit : undefined;
    const { sort } = options;
    const ordered = sort && Object.keys(sort).length > 0 ? keptOrder(kept, sort, take, () => sortDocuments(kept.matched, sort, take)) : kept.matched;
    const documents = options.limit ? ordered.slice(start, start + options.limit) : ordered.slice(start);
    return { documents: projectAll(documents, options.projection), total: kept.matched.length };
  }

  private async updateMatching(filter: Filter, update: Update, options: { one: boolean; upsert: boolean }) {
    const state = await this.state;
    return this.writes.run(async () => {
      const targets = await this.matching(filter, options.one ? { limit: 1 } : {});
      let modifiedCount = 0;
      let before: StoredDocument | undefined;
      let after: StoredDocument | undefined;
      for (const current of targets) {
        const next = structuredClone(current);
        applyUpdate(next, update as never, undefined, undefined, { cloneMode: 'deep' });
        next._id = current._id;
        before ??= current;
        if (JSON.stringify(next) !== JSON.stringify(current)) {
          await replace(state, current, next, this.writes.undo);
          modifiedCount += 1;
        }
        after ??= next;
      }
      if (targets.length === 0 && options.upsert) {
        const created = upsertBase(filter);
        applyUpdate(created, update as never, undefined, undefined, { cloneMode: 'deep' });
        await insert(state, [created], this.writes.undo);
        return { result: { matchedCount: 0, modifiedCount: 0, upsertedId: created._id }, before: undefined, after: created };
      }
      return { result: { matchedCount: targets.length, modifiedCount }, before, after };
    });
  }

  private async deleteMatching(filter: Filter, limit: number): Promise<{ deletedCount: number }> {
    const state = await this.state;
    return this.writes.run(async () => {
      const targets = await this.matching(filter, { limit });
      await remove(state, targets, this.writes.undo);
      return { deletedCount: targets.length };
    });
  }
}

/**
 * The three writes. Each resolves once nedb has appended the change to its file, so an acknowledged write
 * survives the process being killed. Unique indexes are checked before anything is written.
 */
export async function insert(state: CollectionState, documents: StoredDocument[], undo?: UndoEntry[], checkUnique = true): Promise<void> {
  if (checkUnique) {
    // Checked against the collection and within the batch, before anything is written: all or nothing.
    const batchIds = new Set<string>();
    const batchIndexes = state.uniqueIndexes.map((index) => new UniqueIndex(index.spec));
    for (const document of documents) {
      if (state.ids.has(document._id) || batchIds.has(document._id)) throw new DuplicateKeyError(state.name, '_id_');
      batchIds.add(document._id);
      state.uniqueIndexes.forEach((index, position) => {
        index.check(document, state.name);
        batchIndexes[position]!.check(document, state.name);
        batchIndexes[position]!.add(document);
      });
    }
  }
  if (documents.length === 0) return;
  await announced(state, documents, () => changing(state, () => state.datastore.insertAsync(documents), { inserted: documents }));
  for (const document of documents) {
    state.ids.add(document._id);
    for (const index of state.uniqueIndexes) index.add(document);
    undo?.push({ collection: state, before: undefined, id: document._id });
  }
}

export async function replace(state: CollectionState, current: StoredDocument, next: StoredDocument, undo?: UndoEntry[], checkUnique = true): Promise<void> {
  if (checkUnique) for (const index of state.uniqueIndexes) index.check(next, state.name);
  const before = structuredClone(current);
  await announced(state, [current], () =>
    changing(state, () => state.datastore.updateAsync({ _id: current._id }, next, {}), { replaced: { ...next, _id: current._id } }),
  );
  for (const index of state.uniqueIndexes) {
    index.remove(before);
    index.add(next);
  }
  undo?.push({ collection: state, before, id: current._id });
}

/** Removes documents in one write of nedb's (one line each in its file) and one change of the lists. */
export async function remove(state: CollectionState, documents: readonly StoredDocument[], undo?: UndoEntry[]): Promise<void> {
  if (documents.length === 0) return;
  const before = documents.map((document) => structuredClone(document));
  const ids = before.map((document) => document._id);
  const query = ids.length === 1 ? { _id: ids[0] } : { _id: { $in: ids } };
  await announced(state, before, () => changing(state, () => state.datastore.removeAsync(query, { multi: ids.length > 1 }), { removed: ids }));
  for (const document of before) {
    state.ids.delete(document._id);
    for (const index of state.uniqueIndexes) index.remove(document);
    undo?.push({ collection: state, before: document, id: document._id });
  }
}

/** The document stored under `id`, from the kept list (in `_id` order) rather than a scan of nedb's. */
export function storedDocument(state: CollectionState, id: string): StoredDocument | undefined {
  if (!state.ids.has(id)) return undefined;
  const all = allDocuments(state);
  const found = all[positionOf(all, id)];
  return found?._id === id ? found : undefined;
}

/**
 * A write, then the news of it to the store's change listeners, even when it failed (nedb may have changed its
 * memory before its file refused): a listener that forgets a document too often only reads it again. Every write
 * of the embedded store, a transaction's undoing included, goes through `insert`, `replace` or `remove`.
 */
async function announced(state: CollectionState, documents: readonly StoredDocument[], write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } finally {
    state.changed?.(documents.map((document) => document._id));
  }
}

/** An upsert's new document: the plain equality fields of the filter (as MongoDB does), and a new id if none. */
function upsertBase(filter: Filter): StoredDocument {
  const base: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$') || key.includes('.')) continue;
    if (typeof value === 'object' && value !== null && Object.keys(value).some((inner) => inner.startsWith('$'))) continue;
    base[key] = structuredClone(value);
  }
  return { ...base, _id: typeof base._id === 'string' ? base._id : crypto.randomUUID() };
}

/**
 * Copies of documents with a projection, in one pass: a mingo query per document costs about 60 µs, which made a
 * page of a few hundred projected documents slower than the query that found them (and a `findOne` with a
 * projection, of which creating a session makes several, slower than the read).
 */
function projectAll(documents: readonly StoredDocument[], projection: Record<string, 0 | 1> | undefined): StoredDocument[] {
  if (!projection || Object.keys(projection).length === 0) return documents.map((document) => clonePlain(document));
  const entries = Object.entries(projection);
  const including = entries.some(([key, value]) => value === 1 && key !== '_id');
  // The common case, top-level fields included: picking the keys is what MongoDB does, without an interpreter.
  if (including && entries.every(([key, value]) => !key.includes('.') && (value === 1 || key === '_id'))) {
    const keys = entries.filter(([, value]) => value === 1).map(([key]) => key);
    const keepId = projection._id !== 0;
    return documents.map((document) => {
      const picked: Record<string, unknown> = keepId ? { _id: document._id } : {};
      for (const key of keys) if (key in document) picked[key] = clonePlain(document[key]);
      return picked as StoredDocument;
    });
  }
  const copies = new Query({}).find<StoredDocument>(documents as StoredDocument[], projection as never).all();
  return copies.map((copy, index) => {
    if (!including && projection._id === undefined) copy._id = documents[index]!._id;
    return structuredClone(copy);
  });
}

/** A copy of the document with MongoDB's projection rules (include or exclude; `_id` kept unless excluded). */
function project(document: StoredDocument, projection: Record<string, 0 | 1> | undefined): StoredDocument {
  return projectAll([document], projection)[0]!;
}

/**
 * A deep copy of stored data (objects, arrays, strings, numbers, booleans, null), several times faster than
 * `structuredClone` on the small values documents are made of; anything else (a Date) goes to `structuredClone`.
 * Plain loops: `Object.entries` made an array per object, and the matching copies thousands of documents a request.
 */
export function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index += 1) copy[index] = clonePlain(value[index]);
    return copy as T;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) if (Object.hasOwn(source, key)) copy[key] = clonePlain(source[key]);
  return copy as T;
}

function isFilter(value: unknown): value is Filter {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
