import i18next from 'i18next';
import { FAMILY_SESSIONS_WORDS } from '@binome/schema/i18n/family-screen-words';

/**
 * The sessions screens' words join the catalogs when one of these screens loads (the first page has no room for
 * them). Merged into both languages, so a later switch to English finds them too.
 */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_SESSIONS_WORDS[language], true, false);
