import fr from './fr/staff-reports-screen.json' with { type: 'json' };
import en from './en/staff-reports-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for the reports' review queue: loaded with those screens, not with the first page (see staff-screen-words.ts). */
export const STAFF_REPORTS_WORDS: Record<Language, Catalog> = { fr, en };
