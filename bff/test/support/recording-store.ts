import type { Collection, Filter, FindOptions, Projection, SortSpec, Store } from '../../src/store/store.ts';

/** What the server asked of a collection: the kind of call, and the filter's shape (values replaced by their kind). */
export interface RecordedQuery {
  collection: string;
  operation: 'find' | 'stream' | 'findPage' | 'findOne' | 'count' | 'update' | 'replace' | 'findOneAndUpdate' | 'delete' | 'aggregate';
  /** The filter as issued; the coverage check reads its fields and operators, the report prints its shape. */
  filter: Filter;
  shape: string;
  sort?: SortSpec;
  projection?: Projection;
  /** The test step that issued it (set by the workload through `during`). */
  step: string;
  /** False for a pipeline's later `$match` stages: they filter what earlier stages produced, no index reaches them. */
  indexable: boolean;
}

export interface QueryLog {
  readonly queries: RecordedQuery[];
  /** Names the queries issued while `work` runs, so that a report says where each came from. */
  during<T>(step: string, work: () => Promise<T>): Promise<T>;
}

export function createQueryLog(): QueryLog {
  const queries: RecordedQuery[] = [];
  let step = 'start';
  return {
    queries,
    async during(name, work) {
      const previous = step;
      step = name;
      try {
        return await work();
      } finally {
        step = previous;
      }
    },
    get step() {
      return step;
    },
  } as QueryLog & { step: string };
}

/** A value's kind, as a shape shows it: the fields and operators stay, the values go. */
export function shapeOf(value: unknown): unknown {
  // Conditions (`$and`, `$or`) each keep their shape; a list of values is one kind.
  if (Array.isArray(value))
    return value.some((item) => item !== null && typeof item === 'object' && !(item instanceof RegExp) && !(item instanceof Date))
      ? value.map(shapeOf)
      : value.length === 0
        ? '[]'
        : [shapeOf(value[0])];
  if (value instanceof RegExp) return 'regex';
  if (value instanceof Date) return 'date';
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  return value === null ? 'null' : typeof value;
}

/**
 * The store the test app serves from, every query forwarded to the real store underneath and written down first:
 * not a mock, the answers are the real store's.
 */
export function recordingStore(inner: Store, log: QueryLog): Store {
  const currentStep = () => (log as QueryLog & { step: string }).step;
  const record = (
    collection: string,
    operation: RecordedQuery['operation'],
    filter: Filter,
    options: Pick<FindOptions, 'sort' | 'projection'> = {},
    indexable = true,
  ) => {
    log.queries.push({
      collection,
      operation,
      filter,
      shape: JSON.stringify(shapeOf(filter)),
      ...(options.sort && Object.keys(options.sort).length > 0 && { sort: options.sort }),
      ...(options.projection && { projection: options.projection }),
      step: currentStep(),
      indexable,
    });
  };
  const wrap = (name: string, collection: Collection): Collection => ({
    find: (filter, options) => (record(name, 'find', filter, options), collection.find(filter, options)),
    stream: (filter, options) => (record(name, 'stream', filter, options), collection.stream(filter, options)),
    findPage: (filter, options) => (record(name, 'findPage', filter, options), collection.findPage(filter, options)),
    findOne: (filter, options) => (record(name, 'findOne', filter, options), collection.findOne(filter, options)),
    count: (filter) => (record(name, 'count', filter), collection.count(filter)),
    insertOne: (document) => collection.insertOne(document),
    insertMany: (documents) => collection.insertMany(documents),
    updateOne: (filter, update, options) => (record(name, 'update', filter), collection.updateOne(filter, update, options)),
    updateMany: (filter, update) => (record(name, 'update', filter), collection.updateMany(filter, update)),
    replaceOne: (filter, document) => (record(name, 'replace', filter), collection.replaceOne(filter, document)),
    findOneAndUpdate: (filter, update, options) => (record(name, 'findOneAndUpdate', filter), collection.findOneAndUpdate(filter, update, options)),
    deleteOne: (filter) => (record(name, 'delete', filter), collection.deleteOne(filter)),
    deleteMany: (filter) => (record(name, 'delete', filter), collection.deleteMany(filter)),
    aggregate: (pipeline) => {
      // A pipeline reaches the index through its leading $match (and the $sort right after it).
      const [first, second] = pipeline;
      const match = first && '$match' in first ? (first.$match as Filter) : {};
      const sort =
        first && '$match' in first && second && '$sort' in second
          ? (second.$sort as SortSpec)
          : first && '$sort' in first
            ? (first.$sort as SortSpec)
            : undefined;
      record(name, 'aggregate', match, sort ? { sort } : {});
      // $match stages further down run on what the first stages produced: their operators must still translate.
      for (const stage of pipeline.slice(1)) if ('$match' in stage) record(name, 'aggregate', stage.$match as Filter, {}, false);
      return collection.aggregate(pipeline);
    },
  });
  const make = (store: Store): Store => ({
    kind: store.kind,
    collection: (name) => wrap(name, store.collection(name)),
    ensureIndexes: (indexes) => store.ensureIndexes(indexes),
    withTransaction: (work) => store.withTransaction((inTransaction) => work(make(inTransaction))),
    ready: () => store.ready(),
    compact: (collections) => store.compact(collections),
    close: () => store.close(),
  });
  return make(inner);
}
