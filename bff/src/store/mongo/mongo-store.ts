import { MongoClient, MongoServerError, type ClientSession, type Collection as DriverCollection, type Db } from 'mongodb';
import {
  DuplicateKeyError,
  SORT_COLLATION,
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

/**
 * The MongoDB store, with the official driver. Ids are strings the BFF makes, so documents are plain `Document`s
 * with a string `_id`. Transactions need a replica set (a single-node one is enough); every other call works on a
 * standalone server too.
 */
export async function createMongoStore(options: { uri: string; databaseName?: string }): Promise<Store> {
  const client = new MongoClient(options.uri, { retryWrites: true });
  await client.connect();
  const db = client.db(options.databaseName ?? 'binome');
  const make = (session?: ClientSession): Store => ({
    kind: 'mongo',
    collection: (name) => new MongoCollection(db, name, session),
    async ensureIndexes(indexes: readonly IndexSpec[]) {
      for (const index of indexes) {
        await db
          .collection(index.collection)
          .createIndex(index.keys, {
            name: index.name,
            ...(index.unique && { unique: true }),
            ...(index.partialFilter && { partialFilterExpression: index.partialFilter }),
          })
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

class MongoCollection implements Collection {
  private readonly collection: DriverCollection<StoredDocument>;
  private readonly name: string;
  private readonly session: ClientSession | undefined;

  constructor(db: Db, name: string, session?: ClientSession) {
    this.collection = db.collection<StoredDocument>(name);
    this.name = name;
    this.session = session;
  }

  private get options() {
    return this.session ? { session: this.session } : {};
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<StoredDocument[]> {
    return (await this.cursor(filter, options).toArray()) as unknown as StoredDocument[];
  }

  async *stream(filter: Filter, options: FindOptions = {}): AsyncIterable<StoredDocument> {
    for await (const document of this.cursor(filter, options)) yield document as unknown as StoredDocument;
  }

  async findPage(filter: Filter, options: FindOptions = {}): Promise<{ documents: StoredDocument[]; total: number }> {
    const [documents, total] = await Promise.all([this.find(filter, options), this.count(filter)]);
    return { documents, total };
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<StoredDocument | null> {
    return (await this.collection.findOne(filter, {
      ...this.options,
      ...(options.projection && { projection: options.projection }),
      ...(options.sort && { sort: options.sort }),
    })) as StoredDocument | null;
  }

  count(filter: Filter): Promise<number> {
    return this.collection.countDocuments(filter, this.options);
  }

  async insertOne(document: StoredDocument): Promise<void> {
    await this.guard(() => this.collection.insertOne(document, this.options));
  }

  async insertMany(documents: readonly StoredDocument[]): Promise<void> {
    if (documents.length > 0) await this.guard(() => this.collection.insertMany([...documents], { ...this.options, ordered: true }));
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    const result = await this.guard(() => this.collection.updateOne(filter, update, { ...this.options, upsert: options.upsert ?? false }));
    return {
      matchedCount: result.matchedCount,
      modifiedCount: result.modifiedCount,
      ...(result.upsertedId !== null && { upsertedId: String(result.upsertedId) }),
    };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    const result = await this.guard(() => this.collection.updateMany(filter, update, this.options));
    return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount };
  }

  async replaceOne(filter: Filter, document: StoredDocument): Promise<UpdateResult> {
    const { _id: _ignored, ...replacement } = document;
    const result = await this.guard(() => this.collection.replaceOne(filter, replacement, this.options));
    return { matchedCount: result.matchedCount, modifiedCount: result.modifiedCount };
  }

  async findOneAndUpdate(filter: Filter, update: Update, options: FindOneAndUpdateOptions = {}): Promise<StoredDocument | null> {
    return (await this.guard(() =>
      this.collection.findOneAndUpdate(filter, update, {
        ...this.options,
        returnDocument: options.returnDocument ?? 'before',
        upsert: options.upsert ?? false,
      }),
    )) as StoredDocument | null;
  }

  async deleteOne(filter: Filter): Promise<{ deletedCount: number }> {
    return { deletedCount: (await this.collection.deleteOne(filter, this.options)).deletedCount };
  }

  async deleteMany(filter: Filter): Promise<{ deletedCount: number }> {
    return { deletedCount: (await this.collection.deleteMany(filter, this.options)).deletedCount };
  }

  async aggregate(pipeline: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
    return this.collection.aggregate([...pipeline], this.options).toArray();
  }

  private cursor(filter: Filter, options: FindOptions) {
    let cursor = this.collection.find(filter, this.options);
    if (options.projection) cursor = cursor.project(options.projection);
    if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(options.sort).collation(SORT_COLLATION);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor;
  }

  private async guard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw asDuplicate(error, this.name) ?? error;
    }
  }
}

/** A duplicate-key error (11000) as the port's error, naming the index MongoDB reports. */
function asDuplicate(error: unknown, collection: string): DuplicateKeyError | undefined {
  if (!(error instanceof MongoServerError) || error.code !== 11000) return undefined;
  const index = /index: (\S+)/.exec(error.message)?.[1] ?? 'unknown';
  return new DuplicateKeyError(collection, index);
}
