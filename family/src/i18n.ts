import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, OF_NAME_FORMAT, STORAGE_KEYS, ofNameFormatter, type Language } from '@binome/schema';
import { FAMILY_APP_FRENCH } from '@binome/schema/i18n/french';

/** The schema's catalogs, French by default; the choice is kept under the spec's `language` key. */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

/**
 * French comes with the first page; English is its own chunk, loaded only when someone chooses it (the app is
 * used on phones on mobile networks: a catalog is about 20 KB gzip).
 */
async function loadCatalog(language: Language): Promise<void> {
  // Some screens add their own words to both languages as they load: the marker is a word of the main catalog.
  if (i18next.exists('familyFrame.nav.userMenu', { lng: language, fallbackLng: false })) return;
  const { FAMILY_APP_ENGLISH } = await import('@binome/schema/i18n/english');
  i18next.addResourceBundle(language, 'translation', FAMILY_APP_ENGLISH, true, false);
}

export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  await loadCatalog(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** Ready once the person's language is loaded, so that the first screen is not shown in the other one. */
export async function setUpTranslations(): Promise<typeof i18next> {
  const language = storedLanguage();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    // The shared words and the family app's own (kept out of the staff app's bundle, see family-catalogs.ts).
    resources: { [DEFAULT_LANGUAGE]: { translation: FAMILY_APP_FRENCH } },
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
