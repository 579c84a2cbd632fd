import fr from './fr/staff-support-screen.json' with { type: 'json' };
import en from './en/staff-support-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The staff app's words for the support screens (a record's history, the history search, the security log, the
 * partner keys): loaded with those screens, not with the first page (see staff-screen-words.ts). The server reads
 * them too, for the history's CSV headers.
 */
export const STAFF_SUPPORT_WORDS: Record<Language, Catalog> = { fr, en };
