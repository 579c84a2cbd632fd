import fr from './fr/staff-privacy-screen.json' with { type: 'json' };
import en from './en/staff-privacy-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for carrying out a data-deletion request (export, erasure): loaded with its page. */
export const STAFF_PRIVACY_WORDS: Record<Language, Catalog> = { fr, en };
