import i18next from 'i18next';
import { FAMILY_HOME_WORDS } from '@binome/schema/i18n/family-home-words';

/** The home's words join the catalogs when the home loads (the first page has no room for them), in both languages. */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_HOME_WORDS[language], true, false);
