import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@binome/schema';
import { withFamilyCatalog } from '@binome/schema/family-catalogs';

/** The schema's catalogs, French by default; the choice is kept under the spec's `language` key. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

export function chooseLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

export function setUpTranslations(): typeof i18next {
  const language = storedLanguage();
  document.documentElement.lang = language;
  void i18next.use(initReactI18next).init({
    // The shared words and the family app's own (kept out of the staff app's bundle, see family-catalogs.ts).
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: withFamilyCatalog(code) }])),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
