import frFamilyCertificates from './fr/family-certificates.json' with { type: 'json' };
import enFamilyCertificates from './en/family-certificates.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The volunteer certificates' words: the tutor's hours card, its download form, the public verification page and
 * the PDF. A module of its own, so that only those screens load them (see family-screen-words.ts).
 */
export const FAMILY_CERTIFICATES_WORDS: Record<Language, Catalog> = { fr: frFamilyCertificates, en: enFamilyCertificates };
