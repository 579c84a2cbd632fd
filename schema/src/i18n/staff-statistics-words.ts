import fr from './fr/staff-statistics-screen.json' with { type: 'json' };
import en from './en/staff-statistics-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for the statistics screen: loaded with those screens, not with the first page (see staff-screen-words.ts). */
export const STAFF_STATISTICS_WORDS: Record<Language, Catalog> = { fr, en };
