import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGS, DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@binome/schema';
import { setDateLocale } from './locales.ts';

const known = (language: string | null | undefined): Language => ((LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : DEFAULT_LANGUAGE);

/** The language kept under the spec's `language` key (shared with the family app, same origin). */
export function storedLanguage(): Language {
  return known(localStorage.getItem(STORAGE_KEYS.language));
}

export function currentLanguage(): Language {
  return known(i18next.language);
}

export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** The schema's catalogs, the same words as the server's messages and the family app. */
export function setUpTranslations(): typeof i18next {
  const language = storedLanguage();
  document.documentElement.lang = language;
  // The dates follow the words, from the first render and at every switch (antd's words follow in App).
  setDateLocale(language);
  i18next.on('languageChanged', (changed: string) => setDateLocale(known(changed)));
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: CATALOGS[code] }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/**
 * Adds the words of a screen loaded on demand (the schema's `staff-*-words` modules) to both languages, so that a
 * later switch to English finds them too. Called at the top of the screen's module, before it renders.
 */
export function addScreenWords(words: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) i18next.addResourceBundle(language, 'translation', words[language], true, false);
}
