import frFamilyHome from './fr/family-home.json' with { type: 'json' };
import enFamilyHome from './en/family-home.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The home page's words (its cards: registration path, file, children, tutors, next session, reports): the home
 * is a screen loaded on demand, so its words come with it rather than with the first page.
 */
export const FAMILY_HOME_WORDS: Record<Language, Catalog> = { fr: frFamilyHome, en: enFamilyHome };
