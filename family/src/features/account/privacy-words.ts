import i18next from 'i18next';
import { FAMILY_PRIVACY_WORDS } from '@binome/schema/i18n/family-privacy-words';

/** The data download's words join the catalogs with the account page (the first page has no room for them). */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_PRIVACY_WORDS[language], true, false);
