/**
 * The store port: a narrow, MongoDB-shaped interface that the BFF's operations use and that each adapter
 * (`embedded/`, `mongo/`) implements. Filters are MongoDB query documents; updates are MongoDB update documents.
 * Whatever the app or CASL emits (`$and`, `$or`, `$nor`, `$in`, `$nin`, `$ne`, `$eq`, `$gt(e)`, `$lt(e)`,
 * `$exists`, `$regex`, `$elemMatch`, `$all`, `$size`, `$not`) must work the same on every adapter: the contract
 * suite (`test/contracts/store.contract.ts`) is the proof.
 *
 * Every document also has `_words` (document-words.ts), never handed out: the folded words of all its texts. A filter
 * may ask for a word (`{ _words: 'roussel' }`, inside `$and`, `$or`, `$all`, `$in`) or a word's beginning
 * (`{ _words: { $regex: '^rou' } }`); an index `{ _words: 1 }` declared with `words` serves it on MongoDB, which
 * stores the field; the embedded store works it out when a filter reads it.
 */

/** A stored document. `_id` is a string the BFF generates; the API calls it `id`. */
export type StoredDocument = { _id: string } & Record<string, unknown>;
export type Filter = Record<string, unknown>;
/** `$set`, `$unset`, `$inc`, `$push`, `$pull`, `$addToSet`, `$min`, `$max`. */
export type Update = Record<string, Record<string, unknown>>;
export type SortSpec = Record<string, 1 | -1>;
/** One stage of an aggregation pipeline (`{ $match: … }`, `{ $group: … }`). */
export type PipelineStage = Record<string, unknown>;
/** A document an aggregation answers: its shape is the pipeline's (`_id` and the accumulators), not an entity's. */
export type AggregateRow = Record<string, unknown>;
/** Inclusion (`{ a: 1 }`) or exclusion (`{ a: 0 }`) of fields; `_id` is always kept unless excluded. */
export type Projection = Record<string, 0 | 1>;

/**
 * Strings sort in French order on every adapter ('École' beside 'Ecole', not after 'Z'); equality stays exact. On
 * MongoDB it is each collection's default collation, so that every index and every query share it: an index only
 * serves a string comparison made with its own collation (mongo/collation.ts).
 */
export const SORT_COLLATION = { locale: 'fr' } as const;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Projection;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  /** Set when an upsert inserted a document. */
  upsertedId?: string;
}

export interface FindOneAndUpdateOptions {
  /** Which version to answer; MongoDB's default is 'before'. */
  returnDocument?: 'before' | 'after';
  upsert?: boolean;
}

export interface Collection {
  find(filter: Filter, options?: FindOptions): Promise<StoredDocument[]>;
  /** The same documents as `find`, one at a time, so that an export of any size keeps memory flat. */
  stream(filter: Filter, options?: FindOptions): AsyncIterable<StoredDocument>;
  /** A page and the total matching, as a list screen needs them (one pass on the embedded store). */
  findPage(filter: Filter, options?: FindOptions): Promise<{ documents: StoredDocument[]; total: number }>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<StoredDocument | null>;
  count(filter: Filter): Promise<number>;
  /** Throws `DuplicateKeyError` when a unique index refuses it. */
  insertOne(document: StoredDocument): Promise<void>;
  insertMany(documents: readonly StoredDocument[]): Promise<void>;
  /** A conditional update: nothing changes unless `filter` matches (compare-and-set). */
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Replaces the whole document (keeping `_id`) when `filter` matches. */
  replaceOne(filter: Filter, document: StoredDocument): Promise<UpdateResult>;
  findOneAndUpdate(filter: Filter, update: Update, options?: FindOneAndUpdateOptions): Promise<StoredDocument | null>;
  deleteOne(filter: Filter): Promise<{ deletedCount: number }>;
  deleteMany(filter: Filter): Promise<{ deletedCount: number }>;
  /**
   * Pipelines use `$match`, `$group`, `$sort`, `$skip`, `$limit`, `$project`, `$unwind`, `$count`, `$lookup`
   * (localField/foreignField) and the expression operators the store contract exercises.
   */
  aggregate(pipeline: readonly PipelineStage[]): Promise<AggregateRow[]>;
}

export interface IndexSpec {
  collection: string;
  /** Stable name; a duplicate-key error names it, so the BFF can answer the right message. */
  name: string;
  keys: Record<string, 1 | -1>;
  unique?: boolean;
  /**
   * Only documents matching this take part (MongoDB's partialFilterExpression). Use only `$eq` values,
   * `$exists: true` and `$and`, which every adapter and MongoDB's partial indexes accept.
   */
  partialFilter?: Filter;
  /**
   * The index of a collection's `_words` (keys `{ _words: 1 }`): MongoDB then stores and keeps them on every write.
   * `searchPaths` are the texts a search reads (`q=`, `_like`): their words' endings are stored too, so that a search
   * inside a word reads the index instead of every document (mongo/words-field.ts).
   */
  words?: { searchPaths: readonly string[] };
}

export interface Store {
  readonly kind: 'embedded' | 'mongo';
  collection(name: string): Collection;
  /** Creates the indexes that do not exist yet; safe to call on every start. */
  ensureIndexes(indexes: readonly IndexSpec[]): Promise<void>;
  /**
   * Runs `work` so that either all its writes happen or none do. Inside, use only the store handed to `work`.
   * Retried by the adapter on transient conflicts, so `work` must be safe to run again.
   */
  withTransaction<T>(work: (store: Store) => Promise<T>): Promise<T>;
  /**
   * True once the store can serve every request at full speed (for `/v1/ready`): every collection loaded on the
   * embedded store, the server answering a ping on MongoDB. Never waits for loading to finish.
   */
  ready(): Promise<boolean>;
  /**
   * Calls `listener` after every write with the ids of the documents it touched (inserted, replaced, removed, or
   * put back by a failed transaction), whoever wrote them in this process; answers how to stop listening. Only
   * on a store that only this process writes (the embedded one): MongoDB's other servers write without telling
   * us, so it has none, and nothing may be cached on it that a write elsewhere would make stale.
   */
  onChange?(listener: ChangeListener): () => void;
  /**
   * Rewrites the named collections so that they hold only their documents as they are now: the embedded store
   * appends every version of a document to its file, so a changed or deleted value stays on disk until its file
   * is compacted (an erasure needs it gone at once). Waits for the writes before it. Nothing to do on MongoDB,
   * which keeps no earlier versions of its documents.
   */
  compact(collections: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A write touched these documents of `collection` (see `Store.onChange`). */
export type ChangeListener = (collection: string, ids: readonly string[]) => void;

/** A unique index refused a write. */
export class DuplicateKeyError extends Error {
  readonly index: string;
  readonly collection: string;
  constructor(collection: string, index: string) {
    super(`Duplicate key in ${collection} for index ${index}`);
    this.name = 'DuplicateKeyError';
    this.collection = collection;
    this.index = index;
  }
}
