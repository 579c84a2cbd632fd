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

/** Gathers the texts of a value, at any depth (`_words` themselves left out). */
function gatherTexts(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) gatherTexts(item, into);
  else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const object = value as Record<string, unknown>;
    for (const key in object) if (key !== WORDS_FIELD && Object.hasOwn(object, key)) gatherTexts(object[key], into);
  }
}

// Control characters are no letters: a text holding one is simply folded.
const ASCII = /^[\x20-\x7e\t\n\r]*$/;
const ASCII_WORD = /[a-z0-9]+/g;

/**
 * The folded words of texts, added to `into`. Plain ASCII texts (most: dates, ids, statuses, e-mails) only need
 * lower case; the others are folded. Each group is joined by a line break (no word crosses it) and cut at once:
 * folding every text cost ten times the pass over the documents that the erasure's first search replaces.
 */
function addWordsOfTexts(texts: readonly string[], into: Set<string>): void {
  const plain: string[] = [];
  const accented: string[] = [];
  for (const text of texts) (ASCII.test(text) ? plain : accented).push(text);
  if (plain.length > 0) for (const word of plain.join('\n').toLowerCase().match(ASCII_WORD) ?? []) into.add(word);
  if (accented.length > 0) for (const [word] of foldForSearch(accented.join('\n')).matchAll(WORD)) into.add(word);
}

/** The folded words of a text, in order, repeats kept: cut exactly as `_words` cuts the texts of a document. */
export function foldedWordsOf(text: string): string[] {
  return (ASCII.test(text) ? text.toLowerCase().match(ASCII_WORD) : foldForSearch(text).match(WORD)) ?? [];
}

/** The distinct folded words of a text. */
export function wordsOfText(text: string): string[] {
  const words = new Set<string>();
  addWordsOfTexts([text], words);
  return [...words];
}

/** The distinct folded words of every text in a value, at any depth. */
export function wordsOfValue(value: unknown, into = new Set<string>()): Set<string> {
  const texts: string[] = [];
  gatherTexts(value, texts);
  addWordsOfTexts(texts, into);
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
 * The words of a stored document, for the embedded store, which works `_words` out when a filter reads them instead
 * of storing them. Stored documents are replaced on a write, never changed in place, so each is worked out once.
 */
const computed = new WeakMap<object, ReadonlySet<string>>();
export function wordsOfDocument(document: object): ReadonlySet<string> {
  let words = computed.get(document);
  if (!words) {
    words = wordsOfValue(document);
    computed.set(document, words);
  }
  return words;
}
