import i18next from 'i18next';
import { FAMILY_ONBOARDING_WORDS } from '@binome/schema/i18n/family-onboarding-words';

/** The onboarding pages' words join the catalogs when one of them loads (the first page has no room for them). */
for (const language of ['fr', 'en'] as const) i18next.addResourceBundle(language, 'translation', FAMILY_ONBOARDING_WORDS[language], true, false);
