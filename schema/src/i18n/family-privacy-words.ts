import frFamilyPrivacy from './fr/family-privacy.json' with { type: 'json' };
import enFamilyPrivacy from './en/family-privacy.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * Privacy words: the account page's data download (a screen loaded on demand, so its words come with it) and the
 * mail the server sends when a data-deletion request has been carried out (read through `translateFamily`).
 */
export const FAMILY_PRIVACY_WORDS: Record<Language, Catalog> = { fr: frFamilyPrivacy, en: enFamilyPrivacy };
