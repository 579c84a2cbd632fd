import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';
import { STAFF_MATCHING_WORDS } from './staff-matching-words.ts';
import { STAFF_REPORTS_WORDS } from './staff-reports-words.ts';
import { STAFF_CERTIFICATES_WORDS } from './staff-certificates-words.ts';
import { STAFF_STATISTICS_WORDS } from './staff-statistics-words.ts';
import { STAFF_PROSPECTS_WORDS } from './staff-prospects-words.ts';
import { STAFF_PRIVACY_WORDS } from './staff-privacy-words.ts';
import { STAFF_TUTORS_WORDS } from './staff-tutors-words.ts';
import { STAFF_DOCUMENTS_WORDS } from './staff-documents-words.ts';
import { STAFF_SUPPORT_WORDS } from './staff-support-words.ts';

/**
 * Words of some staff screens only (matching, the reports' review, certificates, statistics, prospects, the tutors' files, the documents' review, the support screens), which the staff app
 * loads with those screens: its first page has no room for them. Each lives in a module of its own that the screen
 * imports; this list is for the tests, which check them with the catalogs (same keys in both languages, no key
 * defined twice). The server needs none of them.
 */
export const STAFF_SCREEN_WORDS: readonly Record<Language, Catalog>[] = [
  STAFF_MATCHING_WORDS,
  STAFF_REPORTS_WORDS,
  STAFF_CERTIFICATES_WORDS,
  STAFF_STATISTICS_WORDS,
  STAFF_PROSPECTS_WORDS,
  STAFF_TUTORS_WORDS,
  STAFF_DOCUMENTS_WORDS,
  STAFF_PRIVACY_WORDS,
  STAFF_SUPPORT_WORDS,
];
