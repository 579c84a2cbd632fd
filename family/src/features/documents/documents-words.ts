import i18next from 'i18next';
import { FAMILY_DOCUMENTS_WORDS } from '@binome/schema/i18n/family-documents-words';

/** The documents page's words join the catalogs when it loads (the first page has no room). */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_DOCUMENTS_WORDS[language], true, false);
