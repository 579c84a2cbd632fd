import i18next from 'i18next';
import { FAMILY_TRAINING_WORDS } from '@binome/schema/i18n/family-training-words';

/**
 * The training path's words join the catalogs when its page or its home card loads (the first page has no room for
 * them), in both languages so that a later switch finds them too.
 */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_TRAINING_WORDS[language], true, false);
