import frFamilyReports from './fr/family-reports.json' with { type: 'json' };
import enFamilyReports from './en/family-reports.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The reports' screens (a tutor's entry, a parent's and a student's reading) and the report reminder's mail: a
 * module of its own, so that only the reports' screens load these words (see family-screen-words.ts).
 */
export const FAMILY_REPORTS_WORDS: Record<Language, Catalog> = { fr: frFamilyReports, en: enFamilyReports };
