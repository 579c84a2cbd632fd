import { MongoClient, MongoServerError, type ClientSession, type Collection as DriverCollection, type Db } from 'mongodb';
import {
  DuplicateKeyError,
  type Collection,
  type Filter,
  type FindOneAndUpdateOptions,
  type FindOptions,
  type IndexSpec,
  type Store,
  type StoredDocument,
  type Update,
  type UpdateResult,
} from '../store.ts';
import { CollectionsInFrench, indexOptionsFor } from './collation.ts';
import { mayBringText, pipelineWithoutWords, refreshWords, translateFilter, withoutWords, withWords } from './words-field.ts';
import { WORDS_FIELD } from '../document-words.ts';

/** Where the adapter keeps which collections store `_words`, and their search paths, for every server process. */
const WORDS_SETTINGS = 'storeWordIndexes';

/** What every collection handle of one store shares. */
interface Shared {
  client: MongoClient;
  db: Db;
  collections: CollectionsInFrench;
  /** The collections whose documents store `_words`, with the paths whose words' endings are stored too. */
  words: Map<string, ReadonlySet<string>>;
}

/**
 * The MongoDB store, with the official driver. Ids are strings the BFF makes, so documents are plain `Document`s
 * with a string `_id`. Transactions need a replica set (a single-node one is enough); every other call works on a
 * standalone server too. Collections sort and compare in French (collation.ts); the collections with a words index
 * store `_words` (words-field.ts).
 */
export async function createMongoStore(options: { uri: string; databaseName?: string }): Promise<Store> {
  const client = new MongoClient(options.uri, { retryWrites: true });
  await client.connect();
  const db = client.db(options.databaseName ?? 'binome');
  const shared: Shared = { client, db, collections: new CollectionsInFrench(db), words: new Map() };
  // Another process (a script, an older replica) may write before this one declares its indexes: it keeps the words too.
  for (const setting of await db.collection<{ _id: string; searchPaths: string[] }>(WORDS_SETTINGS).find({}).toArray())
    shared.words.set(setting._id, new Set(setting.searchPaths));
  const make = (session?: ClientSession): Store => ({
    kind: 'mongo',
    collection: (name) => new MongoCollection(shared, name, session),
    async ensureIndexes(indexes: readonly IndexSpec[]) {
      for (const index of indexes) {
        await shared.collections.ensure(index.collection);
        if (index.words) await declareWords(shared, index.collection, index.words.searchPaths);
        await db
          .collection(index.collection)
          .createIndex(index.keys, indexOptionsFor(index))
          .catch((error: unknown) => {
            throw asDuplicate(error, index.collection) ?? error;
          });
      }
    },
    async withTransaction<T>(work: (store: Store) => Promise<T>): Promise<T> {
      if (session) return work(make(session));
      const own = client.startSession();
      try {
        return await own.withTransaction(() => work(make(own)));
      } finally {
        await own.endSession();
      }
    },
    ready: async () => (await db.command({ ping: 1 })).ok === 1,
    compact: async () => undefined,
    close: () => client.close(),
  });
  return make();
}

/**
 * Makes a collection store its words from now on, and gives them to the documents that have none, or all of them
 * again when the search paths changed (a field became searchable).
 */
async function declareWords(shared: Shared, name: string, searchPaths: readonly string[]): Promise<void> {
  const paths = new Set(searchPaths);
  const settings = shared.db.collection<{ _id: string; searchPaths: string[] }>(WORDS_SETTINGS);
  const previous = await settings.findOne({ _id: name });
  const same = previous !== null && previous.searchPaths.length === paths.size && previous.searchPaths.every((path) => paths.has(path));
  shared.words.set(name, paths);
  if (!same) await settings.updateOne({ _id: name }, { $set: { searchPaths: [...paths].sort() } }, { upsert: true });
  const collection = shared.db.collection<StoredDocument>(name);
  await refreshWords(collection, same ? { [WORDS_FIELD]: { $exists: false } } : {}, paths);
}

class MongoCollection implements Collection {
  private readonly collection: DriverCollection<StoredDocument>;
  private readonly name: string;
  private readonly session: ClientSession | undefined;
  private readonly shared: Shared;

  constructor(shared: Shared, name: string, session?: ClientSession) {
    this.shared = shared;
    this.collection = shared.db.collection<StoredDocument>(name);
    this.name = name;
    this.session = session;
  }

  private get options() {
    return this.session ? { session: this.session } : {};
  }

  /** The search paths when this collection stores its words. */
  private get searchPaths(): ReadonlySet<string> | undefined {
    return this.shared.words.get(this.name);
  }

  /** The filter as MongoDB runs it, once the collection exists with its collation. */
  private async ready(filter: Filter): Promise<Filter> {
    await this.shared.collections.ensure(this.name);
    return translateFilter(filter, this.searchPaths ?? new Set());
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<StoredDocument[]> {
    return (await (await this.cursor(filter, options)).toArray()) as unknown as StoredDocument[];
  }

  async *stream(filter: Filter, options: FindOptions = {}): AsyncIterable<StoredDocument> {
    for await (const document of await this.cursor(filter, options)) yield document as unknown as StoredDocument;
  }

  async findPage(filter: Filter, options: FindOptions = {}): Promise<{ documents: StoredDocument[]; total: number }> {
    const [documents, total] = await Promise.all([this.find(filter, options), this.count(filter)]);
    return { documents, total };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<StoredDocument | null> {
    return (await this.collection.findOne(await this.ready(filter), {
      ...this.options,
      projection: withoutWords(options.projection),
      ...(options.sort && { sort: options.sort }),
    })) as StoredDocument | null;
  }

  async count(filter: Filter): Promise<number> {
    return this.collection.countDocuments(await this.ready(filter), this.options);
  }

  async insertOne(document: StoredDocument): Promise<void> {
    await this.insertMany([document]);
  }

  async insertMany(documents: readonly StoredDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.shared.collections.ensure(this.name);
    const paths = this.searchPaths;
    const stored = paths ? documents.map((document) => withWords(document, paths)) : [...documents];
    await this.guard(() => this.collection.insertMany(stored, { ...this.options, ordered: true }));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const upsert = options.upsert ?? false;
    const translated = await this.ready(filter);
    if (!this.searchPaths || (!upsert && !mayBringText(update)))
      return asUpdateResult(await this.guard(() => this.collection.updateOne(translated, update, { ...this.options, upsert })));
    return this.rewritingWords(async (session) => {
      // The one document the update changes, so that its words are rewritten after it.
      const target = await this.collection.findOne(translated, { session, projection: { _id: 1 } });
      const result = await this.guard(() =>
        this.collection.updateOne(target ? { $and: [translated, { _id: target._id }] } : translated, update, { session, upsert }),
      );
      const changed = target ? [target._id] : result.upsertedId !== null ? [String(result.upsertedId)] : [];
      return { value: asUpdateResult(result), changed };
    });
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const translated = await this.ready(filter);
    if (!this.searchPaths || !mayBringText(update)) return asUpdateResult(await this.guard(() => this.collection.updateMany(translated, update, this.options)));
    return this.rewritingWords(async (session) => {
      const targets = (await this.collection.find(translated, { session, projection: { _id: 1 } }).toArray()).map((document) => document._id);
      const result = await this.guard(() => this.collection.updateMany({ $and: [translated, { _id: { $in: targets } }] }, update, { session }));
      return { value: asUpdateResult(result), changed: targets };
    });
  }

  async replaceOne(filter: Filter, document: StoredDocument): Promise<UpdateResult> {
    const { _id: _ignored, ...replacement } = document;
    const translated = await this.ready(filter);
    const paths = this.searchPaths;
    // The words come from the whole document, its `_id` included, as the embedded store works them out.
    const stored = paths ? { ...replacement, [WORDS_FIELD]: withWords(document, paths)[WORDS_FIELD] } : replacement;
    const result = await this.guard(() => this.collection.replaceOne(translated, stored, this.options));
    return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount };
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<StoredDocument | null> {
    const translated = await this.ready(filter);
    const driverOptions = { returnDocument: options.returnDocument ?? 'before', upsert: options.upsert ?? false, projection: withoutWords(undefined) } as const;
    if (!this.searchPaths || (!driverOptions.upsert && !mayBringText(update)))
      return (await this.guard(() => this.collection.findOneAndUpdate(translated, update, { ...this.options, ...driverOptions }))) as StoredDocument | null;
    return this.rewritingWords(async (session) => {
      const result = await this.guard(() => this.collection.findOneAndUpdate(translated, update, { ...driverOptions, session, includeResultMetadata: true }));
      const upserted = result.lastErrorObject?.upserted as unknown;
      const id = result.value?._id ?? (upserted === undefined ? undefined : String(upserted));
      const answer = result.value as StoredDocument | null;
      // The words of the document as it is now; the answer (before or after) is handed out without them.
      return { value: answer, changed: id === undefined ? [] : [id] };
    });
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return { deletedCount: (await this.collection.deleteOne(await this.ready(filter), this.options)).deletedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return { deletedCount: (await this.collection.deleteMany(await this.ready(filter), this.options)).deletedCount };
  }

  async aggregate(pipeline: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    await this.shared.collections.ensure(this.name);
    return this.collection.aggregate(pipelineWithoutWords(pipeline, this.searchPaths ?? new Set()), this.options).toArray();
  }

  private async cursor(filter: Filter, options: FindOptions) {
    let cursor = this.collection.find(await this.ready(filter), this.options).project(withoutWords(options.projection));
    // The collection's default collation (collation.ts) sorts in French and lets the indexes serve the sort.
    if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor;
  }

  /**
   * An update of a collection that stores its words: only the server knows the documents it changes into, so their
   * words are read back and rewritten after it, in the same transaction (the caller's, or one of its own), so that
   * no other write comes between and no reader sees the new texts with the old words.
   */
  private async rewritingWords<T>(work: (session: ClientSession) => Promise<{ value: T; changed: string[] }>): Promise<T> {
    const paths = this.searchPaths!;
    const run = async (session: ClientSession) => {
      const { value, changed } = await work(session);
      if (changed.length > 0) await refreshWords(this.collection, { _id: { $in: changed } }, paths, session);
      return value;
    };
    if (this.session) return run(this.session);
    const own = this.shared.client.startSession();
    try {
      let value: T | undefined;
      await own.withTransaction(async () => {
        value = await run(own);
      });
      return value as T;
    } finally {
      await own.endSession();
    }
  }

  private async guard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw asDuplicate(error, this.name) ?? error;
    }
  }
}

function asUpdateResult(result: { matchedCount: number; modifiedCount: number; upsertedId: unknown }): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    ...(result.upsertedId !== null && result.upsertedId !== undefined && { upsertedId: String(result.upsertedId) }),
  };
}

/** A duplicate-key error (11000) as the port's error, naming the index MongoDB reports. */
function asDuplicate(error: unknown, collection: string): DuplicateKeyError | undefined {
  if (!(error instanceof MongoServerError) || error.code !== 11000) return undefined;
  const index = /index: (\S+)/.exec(error.message)?.[1] ?? 'unknown';
  return new DuplicateKeyError(collection, index);
}
