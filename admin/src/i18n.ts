import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, OF_NAME_FORMAT, STORAGE_KEYS, ofNameFormatter, type Language } from '@binome/schema';
import { STAFF_APP_FRENCH } from '@binome/schema/i18n/french';
import { setDateLocale } from './locales.ts';

const known = (language: string | null | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : DEFAULT_LANGUAGE;

/** The language kept under the spec's `language` key (shared with the family app, same origin). */
export function storedLanguage(): Language {
  return known(localStorage.getItem(STORAGE_KEYS.language));
}

export function currentLanguage(): Language {
  return known(i18next.language);
}

/**
 * French comes with the first page; English is its own chunk, loaded when someone chooses it (the first page's
 * budget has no room for both catalogs).
 */
async function loadCatalog(language: Language): Promise<void> {
  // Screens add their own words to both languages as they load: the marker is a word of the main catalog.
  if (i18next.exists('staff.widgets.ok', { lng: language, fallbackLng: false })) return;
  const { STAFF_APP_ENGLISH } = await import('@binome/schema/i18n/english');
  i18next.addResourceBundle(language, 'translation', STAFF_APP_ENGLISH, true, false);
}

export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  await loadCatalog(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/**
 * The schema's catalogs, the same words as the server's messages and the family app; ready once the person's
 * language is loaded, so that the first screen is not shown in the other one.
 */
export async function setUpTranslations(): Promise<typeof i18next> {
  const language = storedLanguage();
  document.documentElement.lang = language;
  // The dates follow the words, from the first render and at every switch (antd's words follow in App).
  setDateLocale(DEFAULT_LANGUAGE);
  i18next.on('languageChanged', (changed: string) => setDateLocale(known(changed)));
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: STAFF_APP_FRENCH } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // `{{name, of}}`: « d'Inès » and « de Léo » in French (schema/src/typography/elision.ts).
  i18next.services.formatter?.add(OF_NAME_FORMAT, (value: unknown, lng: string | undefined) => ofNameFormatter(value, lng));
  if (language !== DEFAULT_LANGUAGE) await chooseLanguage(language).catch(() => undefined);
  return i18next;
}

/**
 * Adds the words of a screen loaded on demand (the schema's `staff-*-words` modules) to both languages, so that a
 * later switch to English finds them too. Called at the top of the screen's module, before it renders.
 */
export function addScreenWords(words: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) i18next.addResourceBundle(language, 'translation', words[language], true, false);
}
