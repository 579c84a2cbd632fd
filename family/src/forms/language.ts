import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@binome/schema';

/** The current language as the schema's type. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;
}
