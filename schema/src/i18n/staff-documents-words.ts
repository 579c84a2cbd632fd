import fr from './fr/staff-documents-screen.json' with { type: 'json' };
import en from './en/staff-documents-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for the documents' review queue: loaded with that screen, not with the first page (see staff-screen-words.ts). */
export const STAFF_DOCUMENTS_WORDS: Record<Language, Catalog> = { fr, en };
