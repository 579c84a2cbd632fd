import type { Context } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@binome/schema';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language of a mail or text message: the user's choice, else the request's (the app sends its own), else French. */
export function languageOf(user: object | null | undefined, context?: Context): Language {
  const chosen = (user as { language?: unknown } | null | undefined)?.language;
  if (isLanguage(chosen)) return chosen;
  const requested = context?.req.header('x-language') ?? context?.req.header('accept-language')?.slice(0, 2);
  return isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
}
