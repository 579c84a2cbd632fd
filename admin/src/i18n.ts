import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGS, DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@binome/schema';

/** The language kept under the spec's `language` key (shared with the family app, same origin). */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18next.language) ? (i18next.language as Language) : DEFAULT_LANGUAGE;
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
  void i18next.use(initReactI18next).init({
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: CATALOGS[code] }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
