import fr from './fr/staff-certificates-screen.json' with { type: 'json' };
import en from './en/staff-certificates-screen.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The staff app's words for a certificate's page and its revocation: loaded with those screens, not with the first page (see staff-screen-words.ts). */
export const STAFF_CERTIFICATES_WORDS: Record<Language, Catalog> = { fr, en };
