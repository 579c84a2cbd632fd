import frFamilySessions from './fr/family-sessions.json' with { type: 'json' };
import enFamilySessions from './en/family-sessions.json' with { type: 'json' };
import frFamilyCertificates from './fr/family-certificates.json' with { type: 'json' };
import enFamilyCertificates from './en/family-certificates.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * Family words that only some screens show, loaded with those screens rather than with the first page (whose
 * budget has no room left): the sessions' calendar, list and page, and the home's next-session card. The family
 * app adds them to its catalogs when such a screen loads; the server and the tests see them in FAMILY_CATALOGS.
 */
export const FAMILY_SESSIONS_WORDS: Record<Language, Catalog> = { fr: frFamilySessions, en: enFamilySessions };

/** The volunteer certificates' words: the tutor's hours card, its download form, the public verification page and the PDF. */
export const FAMILY_CERTIFICATES_WORDS: Record<Language, Catalog> = { fr: frFamilyCertificates, en: enFamilyCertificates };
