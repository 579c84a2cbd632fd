import type { Filter, StoredDocument } from '../store.ts';
import { insertedInOrder, mergedInOrder, withoutIds } from './id-order.ts';
import { WORD_PATTERN } from '../search-pattern.ts';

/**
 * In-memory word indexes for the embedded store's searches (`q=` and `_like`), built on first use and kept right
 * across writes like the equality indexes (cached-lists.ts).
 *
 * A search sends, per word, a case-insensitive pattern that ignores accents (list-query.ts `accentInsensitive`): a
 * run of letter classes. Such a pattern can only match letters and digits, so wherever it matches a text, it matches
 * inside one word of it (a maximal run of letters, marks and digits). Testing it against each distinct word of the
 * path, instead of each document, finds exactly the documents whose text it matches: a few thousand names and e-mail
 * parts instead of every person. Any other pattern (an anchor, a dot, a space) gives no hint: the query scans, as
 * before. The full filter still decides on the documents the index gives.
 */
export interface WordIndex {
  /** Each word found at the path, as written, with the documents holding it, in `_id` order. */
  byWord: Map<string, StoredDocument[]>;
}

/** One search condition: the document matches if one of these patterns matches the text at its path. */
export type WordHint = readonly { path: string; pattern: RegExp }[];

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A whole text that is one word of letters and digits, written as is (`^Nathan$`): what the duplicate-name warning
 * asks (operations.ts `duplicateWarning`) for a single-word name. A text it matches is that one word, so the word
 * index serves it too (issue 29: each change to a person tested the pattern on every person, 5 ms on 10,000).
 * Names with a hyphen, a space or an apostrophe are escaped in the pattern, give no hint, and are scanned.
 */
const WHOLE_WORD = /^\^[\p{L}\p{N}]+\$$/u;

/** The search conditions of a filter that words can serve: at its top level or inside a top-level `$and`. */
export function wordHints(filter: Filter, hints: WordHint[] = []): WordHint[] {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isObject(part)) wordHints(part as Filter, hints);
    } else if (key === '$or' && Array.isArray(condition)) {
      const alternatives = condition.map((part) => (isObject(part) ? singleWordCondition(part) : undefined));
      if (alternatives.length > 0 && alternatives.every((alternative) => alternative !== undefined)) hints.push(alternatives);
    } else if (!key.startsWith('$')) {
      const alternative = wordCondition(key, condition);
      if (alternative) hints.push([alternative]);
    }
  }
  return hints;
}

function singleWordCondition(part: Record<string, unknown>): WordHint[number] | undefined {
  const keys = Object.keys(part);
  return keys.length === 1 && !keys[0]!.startsWith('$') ? wordCondition(keys[0]!, part[keys[0]!]) : undefined;
}

function wordCondition(path: string, condition: unknown): WordHint[number] | undefined {
  if (!isObject(condition)) return undefined;
  const { $regex: source, $options: options = '', ...others } = condition;
  if (Object.keys(others).length > 0 || typeof source !== 'string' || typeof options !== 'string') return undefined;
  if (!/^i?$/.test(options) || !(WORD_PATTERN.test(source) || WHOLE_WORD.test(source))) return undefined;
  return { path, pattern: new RegExp(source, options) };
}

export function buildWordIndex(documents: readonly StoredDocument[], path: string): WordIndex {
  const byWord = new Map<string, StoredDocument[]>();
  const segments = path.split('.');
  for (const document of documents)
    for (const word of wordsAt(document, segments)) {
      const list = byWord.get(word);
      if (list) list.push(document);
      else byWord.set(word, [document]);
    }
  return { byWord };
}

/** The documents one hint can match, in `_id` order: those holding a word one of its patterns matches. */
export function wordCandidates(indexOf: (path: string) => WordIndex, hint: WordHint): StoredDocument[] {
  const lists: StoredDocument[][] = [];
  for (const { path, pattern } of hint)
    for (const [word, documents] of indexOf(path).byWord) {
      if (pattern.test(word)) lists.push(documents);
    }
  if (lists.length === 1) return lists[0]!;
  return mergedInOrder(lists);
}

/**
 * Adds documents (in `_id` order) under each of their words, in `_id` order; a list is replaced, never changed (see
 * cached-lists.ts), and copied once however many of the batch hold its word.
 */
export function addToWordIndex(index: WordIndex, path: string, documents: readonly StoredDocument[]): void {
  const segments = path.split('.');
  const byWord = new Map<string, StoredDocument[]>();
  for (const document of documents)
    for (const word of wordsAt(document, segments)) {
      const group = byWord.get(word);
      if (group) group.push(document);
      else byWord.set(word, [document]);
    }
  for (const [word, group] of byWord) index.byWord.set(word, insertedInOrder(index.byWord.get(word) ?? [], group));
}

/** Takes documents out of the lists of their words (read from the documents as stored), each list once. */
export function removeFromWordIndex(index: WordIndex, path: string, documents: readonly StoredDocument[]): void {
  const segments = path.split('.');
  const byWord = new Map<string, Set<string>>();
  for (const document of documents)
    for (const word of wordsAt(document, segments)) {
      const ids = byWord.get(word);
      if (ids) ids.add(document._id);
      else byWord.set(word, new Set([document._id]));
    }
  for (const [word, ids] of byWord) {
    const list = withoutIds(index.byWord.get(word) ?? [], ids);
    if (list.length > 0) index.byWord.set(word, list);
    else index.byWord.delete(word);
  }
}

/** The distinct words of every text the path reaches, through lists at any depth (as MongoDB reads a path). */
function wordsAt(document: StoredDocument, segments: readonly string[]): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth);
      return;
    }
    if (depth === segments.length) {
      if (typeof value === 'string') for (const [word] of value.matchAll(WORD)) words.add(word);
      return;
    }
    if (isObject(value)) visit(value[segments[depth]!], depth + 1);
  };
  visit(document, 0);
  return words;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
