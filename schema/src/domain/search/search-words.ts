/**
 * One search semantics for every `q=` and every search box (DESIGN, "Seams between workflows"): the words in any
 * order, each found in some searched field, accents and case ignored. "Lou Dumont", "dumont lou" and "Dumont" all
 * find Lou Dumont; "Lou Martin" does not (Martin is not hers), which a whole-phrase or any-word search would get
 * wrong one way or the other.
 */

/** More words than this are not a name any more; the rest are ignored (each word is one more condition to scan). */
export const MAX_SEARCH_WORDS = 6;

/** The text as a search compares it: no accents, lower case, the ligature œ as "oe". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe');
}

/** The words of a search as typed (not folded: each adapter folds in its own way), without repeats. */
export function searchWordsOf(search: string | undefined): string[] {
  if (!search) return [];
  const words: string[] = [];
  const seen = new Set<string>();
  for (const word of search.split(/\s+/u)) {
    const key = foldForSearch(word);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/** Whether every word of the search is found in one of the texts (an empty search finds everything). */
export function matchesSearch(texts: string | readonly (string | undefined)[], search: string | undefined): boolean {
  const words = searchWordsOf(search).map(foldForSearch);
  if (words.length === 0) return true;
  const folded = (typeof texts === 'string' ? [texts] : texts).filter((text): text is string => typeof text === 'string').map(foldForSearch);
  return words.every((word) => folded.some((text) => text.includes(word)));
}
