import type { Filter } from '../../store/store.ts';
import { foldedWordsOf, WORDS_FIELD } from '../../store/document-words.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The documents that may hold one of `texts` (a person's id, names, e-mail, phone, street, date of birth), as a
 * filter on the words of the documents (store.ts `_words`), which a words index serves on MongoDB: the erasure reads
 * them instead of every document of the collection, and still decides on each what it is about (erasure.ts).
 *
 * A text is found where it begins a word: its words are words of the document, except the last, which may go on
 * ("2012-03-04" in "2012-03-04T00:00:00Z", "Roussel" in "Roussel-Martin"). A text glued to the letters before it
 * ("xléo roussel") is not found: such a text names someone else.
 */
export function mentionsFilter(texts: readonly string[]): Filter {
  const conditions = new Map<string, Filter>();
  for (const text of texts) {
    const words = foldedWordsOf(text);
    if (words.length === 0) continue;
    const last = words.at(-1)!;
    const whole = [...new Set(words.slice(0, -1))];
    const beginning: Filter = { [WORDS_FIELD]: { $regex: `^${escape(last)}` } };
    const condition = whole.length === 0 ? beginning : { $and: [...whole.map((word) => ({ [WORDS_FIELD]: word })), beginning] };
    conditions.set(JSON.stringify(condition), condition);
  }
  // Nothing to look for finds nothing (an empty `$or` is refused by MongoDB).
  return conditions.size === 0 ? { _id: { $in: [] } } : { $or: [...conditions.values()] };
}
