import fr from './fr/staff-prospects-screen.json' with { type: 'json' };
import en from './en/staff-prospects-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for a prospect's page and its decision: loaded with it (see staff-screen-words.ts). */
export const STAFF_PROSPECTS_WORDS: Record<Language, Catalog> = { fr, en };
