import frFamilyDocuments from './fr/family-documents.json' with { type: 'json' };
import enFamilyDocuments from './en/family-documents.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The volunteers' documents page (`/tutor/documents`) and the attestation's renewal mail: a module of its own, so
 * that only that page loads these words (see family-screen-words.ts).
 */
export const FAMILY_DOCUMENTS_WORDS: Record<Language, Catalog> = { fr: frFamilyDocuments, en: enFamilyDocuments };
