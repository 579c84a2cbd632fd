import fr from './fr/staff-tutors-screen.json' with { type: 'json' };
import en from './en/staff-tutors-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for the tutors' list and page (their file, complete or not): loaded with them. */
export const STAFF_TUTORS_WORDS: Record<Language, Catalog> = { fr, en };
