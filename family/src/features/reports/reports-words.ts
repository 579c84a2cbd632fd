import i18next from 'i18next';
import { FAMILY_REPORTS_WORDS } from '@binome/schema/i18n/family-reports-words';

/** The reports screens' words join the catalogs when one of these screens loads (the first page has no room). */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_REPORTS_WORDS[language], true, false);
