import i18next from 'i18next';
import { FAMILY_CERTIFICATES_WORDS } from '@binome/schema/i18n/family-certificates-words';

/**
 * The certificates' words join the catalogs when the hours card or the verification page loads (the first page
 * has no room for them), in both languages so that a later switch finds them too.
 */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_CERTIFICATES_WORDS[language], true, false);
