import { MongoServerError, type CreateIndexesOptions, type Db } from 'mongodb';
import { SORT_COLLATION, type IndexSpec } from '../store.ts';

/**
 * Collations on MongoDB. The lists sort strings in French order (SORT_COLLATION), and an index only serves a sort,
 * or an equality or range on a string, made with its own collation: an index created with the server's default
 * ("simple", byte order) would be passed over by every sorted list, and one created in French would be passed over
 * by every query that does not say French. So each collection is created with the French collation as its default:
 * its `_id` index, every index created on it and every query (find, count, update, delete, aggregate) then share it
 * without naming it. Equality stays exact: at the default strength, 'École', 'Ecole' and 'ecole' are three values.
 *
 * One index differs: `_words` is in "simple" order, because MongoDB reads a prefix regular expression (`^rou`) as
 * a range only on an index without a collation (whatever the query's collation: a regular expression ignores it).
 * Every filter on `_words` is therefore a regular expression (words-field.ts turns an equality into `^word$`).
 */
export const COLLECTION_OPTIONS = { collation: SORT_COLLATION } as const;
export const WORDS_COLLATION = { locale: 'simple' } as const;

/** The options `createIndex` receives for a declared index. */
export function indexOptionsFor(index: IndexSpec): CreateIndexesOptions {
  return {
    name: index.name,
    collation: index.words ? WORDS_COLLATION : SORT_COLLATION,
    ...(index.unique && { unique: true }),
    ...(index.partialFilter && { partialFilterExpression: index.partialFilter }),
  };
}

/** A collection created before it is first used, with the French default collation (a first insert would not set it). */
export class CollectionsInFrench {
  private readonly ready = new Map<string, Promise<void>>();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  ensure(name: string): Promise<void> {
    let ready = this.ready.get(name);
    if (!ready) {
      ready = this.create(name);
      // A failure is not remembered: the next use tries again (and says again what is wrong).
      ready.catch(() => this.ready.delete(name));
      this.ready.set(name, ready);
    }
    return ready;
  }

  private async create(name: string): Promise<void> {
    try {
      await this.db.createCollection(name, COLLECTION_OPTIONS);
      return;
    } catch (error) {
      // 48: NamespaceExists, made by another server process or an earlier run.
      if (!(error instanceof MongoServerError) || error.code !== 48) throw error;
    }
    const [existing] = await this.db.listCollections({ name }, { nameOnly: false }).toArray();
    const collation = (existing as { options?: { collation?: { locale?: string } } } | undefined)?.options?.collation;
    if (existing && collation?.locale !== SORT_COLLATION.locale)
      throw new Error(
        `MongoDB collection ${name} was created without the French collation, so its indexes cannot serve the lists: ` +
          'copy it into a collection created with { collation: { locale: "fr" } } (see README, "On MongoDB")',
      );
  }
}
