import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@binome/schema';

/**
 * The language an answer's words are in (labels, translated values): the first language of `Accept-Language`
 * that Binôme speaks, by the client's preference (`en-GB,en;q=0.9,fr;q=0.8` is English), else French.
 */
export function requestLanguage(context: Context): Language {
  return accepts(context, {
    header: 'Accept-Language',
    supports: [...LANGUAGES],
    default: DEFAULT_LANGUAGE,
    // A regional tag (`fr-CA`) asks for its language; the order of equal preferences is the client's.
    match: (ranges, { supports, default: fallback }) =>
      ranges
        .filter((range) => range.q > 0)
        .sort((a, b) => b.q - a.q)
        .map((range) => range.type.split('-')[0]!.trim().toLowerCase())
        .find((language) => supports.includes(language)) ?? fallback,
  }) as Language;
}
