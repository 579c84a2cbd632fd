import { foldForSearch } from '@binome/schema';

/**
 * The words of a document, as the store port exposes them under `_words` (store.ts): every word of every text the
 * document holds, at any depth (its `_id` included, object keys not), folded as a search compares them (no accents,
 * lower case, œ as "oe"). A word is a maximal run of letters, marks and digits, as the embedded store's word
 * indexes cut texts (word-index.ts), so a search pattern, which only matches letters and digits, matches inside one.
 *
 * The erasure finds the documents that may name a person through them, with an index on MongoDB instead of a pass
 * over every document (features/privacy/mentions-filter.ts).
 */
export const WORDS_FIELD = '_words';

/**
 * MongoDB's stored `_words` also hold every ending of the words a search reads (the collection's search paths),
 * each behind this mark, so that a search inside a word is a prefix of one of them ('~bert' for "Robert"): a
 * prefix is what an index answers. The mark is no letter nor digit, so an entry behind it never equals a word.
 */
export const WORD_ENDING_MARK = '~';

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The distinct folded words of a text. */
export function wordsOfText(text: string): string[] {
  const words = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const folded = foldForSearch(word);
    if (folded !== '') words.add(folded);
  }
  return [...words];
}

/** The distinct folded words of every text in a value, at any depth. */
export function wordsOfValue(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const word of wordsOfText(value)) into.add(word);
  else if (Array.isArray(value)) for (const item of value) wordsOfValue(item, into);
  else if (value !== null && typeof value === 'object' && !(value instanceof Date))
    for (const [key, inner] of Object.entries(value)) if (key !== WORDS_FIELD) wordsOfValue(inner, into);
  return into;
}

/** The texts a dotted path reaches, through lists at any depth (as MongoDB reads a path). */
function textsAt(value: unknown, segments: readonly string[], depth = 0, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) textsAt(item, segments, depth, into);
    return into;
  }
  if (depth === segments.length) {
    if (typeof value === 'string') into.push(value);
    return into;
  }
  if (value !== null && typeof value === 'object') textsAt((value as Record<string, unknown>)[segments[depth]!], segments, depth + 1, into);
  return into;
}

/**
 * What MongoDB stores under `_words`: the document's words, then each ending of each word found at the search
 * paths (the word itself included) behind the mark, sorted so that the same document always gives the same list.
 */
export function storedWords(document: Record<string, unknown>, searchPaths: readonly string[]): string[] {
  const entries = wordsOfValue(document);
  for (const path of searchPaths)
    for (const text of textsAt(document, path.split('.')))
      for (const word of wordsOfText(text)) for (let start = 0; start < word.length; start += 1) entries.add(WORD_ENDING_MARK + word.slice(start));
  return [...entries].sort();
}

/**
 * The words of a stored document, for the embedded store, which computes `_words` when a filter reads it instead of
 * storing them. Stored documents are replaced on a write, never changed in place, so each is worked out once.
 */
const computed = new WeakMap<object, string[]>();
export function wordsOfDocument(document: object): string[] {
  let words = computed.get(document);
  if (!words) {
    words = [...wordsOfValue(document)];
    computed.set(document, words);
  }
  return words;
}
