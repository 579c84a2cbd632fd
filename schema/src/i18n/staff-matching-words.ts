import fr from './fr/staff-matching-screen.json' with { type: 'json' };
import en from './en/staff-matching-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for the matching screen, the tutor's automatic matching and a pair's dissociation: loaded with those screens, not with the first page (see staff-screen-words.ts). */
export const STAFF_MATCHING_WORDS: Record<Language, Catalog> = { fr, en };
