import { foldForSearch } from '@binome/schema';

/**
 * What one search word compiles to (list-query.ts `accentInsensitive`): a concatenation of letter classes
 * (`[eéèêëEÉÈÊË]`, the base letter first), the `œ`/`oe` group and single letters or digits. Such a pattern can only
 * match letters and digits, so wherever it matches a text, it matches inside one word of it.
 */
export const WORD_PATTERN = /^(?:\[[\p{L}\p{M}]+\]|\(\?:œ\|(?:\[[\p{L}\p{M}]+\]){2}\)|[\p{L}\p{N}])+$/u;

const PIECE = /\[([\p{L}\p{M}]+)\]|\(\?:œ\|(?:\[[\p{L}\p{M}]+\]){2}\)|([\p{L}\p{N}])/gu;

/**
 * The folded word a search pattern looks for ('ber' for `[bB][eéèêëEÉÈÊË][rR]`), or undefined when the pattern is
 * not one a search word compiles to. Every text the pattern matches holds this word inside one of its folded words.
 */
export function searchedWordOf(source: string): string | undefined {
  if (!WORD_PATTERN.test(source)) return undefined;
  let word = '';
  for (const [piece, letterClass, single] of source.matchAll(PIECE)) {
    if (letterClass !== undefined) word += letterClass[0];
    else if (single !== undefined) word += single;
    else if (piece.startsWith('(?:œ')) word += 'oe';
  }
  return foldForSearch(word);
}
