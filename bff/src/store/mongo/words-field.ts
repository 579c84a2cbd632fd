import type { AnyBulkWriteOperation, ClientSession, Collection as DriverCollection } from 'mongodb';
import { storedWords, WORD_ENDING_MARK, WORDS_FIELD } from '../document-words.ts';
import { searchedWordOf } from '../search-pattern.ts';
import type { Filter, Projection, StoredDocument, Update } from '../store.ts';

/**
 * The `_words` field on MongoDB (document-words.ts): stored on the documents of the collections that declare a
 * words index, rewritten by the adapter on every write, never handed out, and what the filters on it and the
 * searches become so that the `{ _words: 1 }` index (in "simple" order, collation.ts) serves them.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An equality on a word, as a regular expression the simple-order index reads as one key (collation.ts). */
const wholeWord = (word: unknown) => (typeof word === 'string' ? new RegExp(`^${escape(word)}$`) : word);

/** A condition on `_words` as MongoDB can serve it from the index. */
function wordsCondition(condition: unknown): unknown {
  if (typeof condition === 'string') return wholeWord(condition);
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition) || condition instanceof RegExp) return condition;
  return Object.fromEntries(
    Object.entries(condition).map(([operator, operand]) => {
      if (operator === '$eq') return ['$regex', wholeWord(operand)];
      if ((operator === '$in' || operator === '$all') && Array.isArray(operand)) return [operator, operand.map(wholeWord)];
      return [operator, operand];
    }),
  );
}

/** The word a condition searches at one of the search paths (`{ path: { $regex, $options: 'i' } }`), if it is one. */
function searchedWord(path: string, condition: unknown, searchPaths: ReadonlySet<string>): string | undefined {
  if (!searchPaths.has(path) || condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const { $regex: source, $options: options = '', ...others } = condition as Record<string, unknown>;
  if (Object.keys(others).length > 0 || typeof source !== 'string' || (options !== '' && options !== 'i')) return undefined;
  return searchedWordOf(source);
}

const endingCondition = (word: string): Filter => ({ [WORDS_FIELD]: { $regex: `^${escape(WORD_ENDING_MARK + word)}` } });

/**
 * A filter as MongoDB runs it on a collection with stored words. A search of a word in a searched field also asks
 * for an ending of a stored word that begins with it: every document the search matches has one, so the answer is
 * the same, and the index finds those documents. When every branch of an `$or` searches the same word (a `q=` over
 * several fields), the condition is asked once, outside the `$or`.
 */
export function translateFilter(filter: Filter, searchPaths: ReadonlySet<string>): Filter {
  const parts: Filter[] = [];
  const translated: Filter = {};
  for (const [key, condition] of Object.entries(filter)) {
    if ((key === '$and' || key === '$nor') && Array.isArray(condition)) translated[key] = condition.map((part: Filter) => translateFilter(part, searchPaths));
    else if (key === '$or' && Array.isArray(condition)) {
      const words = condition.map((branch: Filter) => {
        const entries = Object.entries(branch);
        return entries.length === 1 ? searchedWord(entries[0]![0], entries[0]![1], searchPaths) : undefined;
      });
      if (words.length > 0 && words[0] !== undefined && words.every((word) => word === words[0])) {
        translated.$or = condition;
        parts.push(endingCondition(words[0]));
      } else translated.$or = condition.map((branch: Filter) => translateFilter(branch, searchPaths));
    } else if (key === WORDS_FIELD) translated[key] = wordsCondition(condition);
    else {
      translated[key] = condition;
      const word = searchedWord(key, condition, searchPaths);
      if (word !== undefined) parts.push(endingCondition(word));
    }
  }
  return parts.length === 0 ? translated : { $and: [translated, ...parts] };
}

/** A projection that leaves `_words` out (an inclusion already does). */
export function withoutWords(projection: Projection | undefined): Projection {
  const including = Object.entries(projection ?? {}).some(([key, value]) => value === 1 && key !== '_id');
  return including ? projection! : { ...projection, [WORDS_FIELD]: 0 };
}

/**
 * A pipeline that never hands `_words` out: they are removed after the leading `$match`, `$sort`, `$skip` and
 * `$limit` (which MongoDB answers from indexes, and which reshape nothing), and from the documents a `$lookup` joins.
 */
export function pipelineWithoutWords(pipeline: readonly Record<string, unknown>[], searchPaths: ReadonlySet<string>): Record<string, unknown>[] {
  const leading = ['$match', '$sort', '$skip', '$limit'];
  let at = 0;
  while (at < pipeline.length && leading.includes(Object.keys(pipeline[at]!)[0]!)) at += 1;
  const stages = pipeline.map((stage, index) => {
    if (index < at && '$match' in stage) return { $match: translateFilter(stage.$match as Filter, searchPaths) };
    const lookup = stage.$lookup as Record<string, unknown> | undefined;
    if (!lookup) return stage;
    const inner = Array.isArray(lookup.pipeline) ? (lookup.pipeline as Record<string, unknown>[]) : [];
    return { $lookup: { ...lookup, pipeline: [{ $unset: WORDS_FIELD }, ...inner] } };
  });
  return [...stages.slice(0, at), { $unset: WORDS_FIELD }, ...stages.slice(at)];
}

/** Operators that never bring a text into a document: after them, the stored words are all still there. */
const NO_NEW_TEXT = new Set(['$inc', '$mul', '$min', '$max', '$unset', '$pull', '$pullAll', '$pop', '$currentDate']);

const holdsText = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) ? value.some(holdsText) : value !== null && typeof value === 'object' && Object.values(value).some(holdsText));

/**
 * Whether an update may bring in a text, so a word the stored words lack. One that cannot (a counter, a date
 * cleared) keeps them without the read-back and transaction: at worst they hold a word the document lost, which
 * costs a search or an erasure one document to look at, never a document missed. The sign-in counters and the
 * one-time codes, updated on every attempt, take that way.
 */
export function mayBringText(update: Update): boolean {
  if (Array.isArray(update)) return true;
  return Object.entries(update).some(([operator, fields]) => !NO_NEW_TEXT.has(operator) && holdsText(fields));
}

/** A document to insert or replace with, its words added. */
export function withWords<T extends Record<string, unknown>>(document: T, searchPaths: ReadonlySet<string>): T {
  return { ...document, [WORDS_FIELD]: storedWords(document, [...searchPaths]) };
}

/**
 * Rewrites the stored words of the documents matching `filter` from what they hold now: after an update, whose
 * result only the server knows, in the update's transaction; and at start for documents without them.
 */
export async function refreshWords(
  collection: DriverCollection<StoredDocument>,
  filter: Filter,
  searchPaths: ReadonlySet<string>,
  session?: ClientSession,
): Promise<number> {
  let batch: AnyBulkWriteOperation<StoredDocument>[] = [];
  let refreshed = 0;
  const flush = async () => {
    if (batch.length > 0) await collection.bulkWrite(batch, { ordered: false, ...(session && { session }) });
    refreshed += batch.length;
    batch = [];
  };
  for await (const document of collection.find(filter, { ...(session && { session }), projection: { [WORDS_FIELD]: 0 } })) {
    const words = storedWords(document, [...searchPaths]);
    batch.push({ updateOne: { filter: { _id: document._id }, update: { $set: { [WORDS_FIELD]: words } } } });
    if (batch.length === 500) await flush();
  }
  await flush();
  return refreshed;
}
