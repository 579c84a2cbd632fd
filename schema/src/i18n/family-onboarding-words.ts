import frFamilyOnboarding from './fr/family-onboarding.json' with { type: 'json' };
import enFamilyOnboarding from './en/family-onboarding.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/** The onboarding's video and quiz pages: a module of their own, loaded with those pages only (the first page has no room). */
export const FAMILY_ONBOARDING_WORDS: Record<Language, Catalog> = { fr: frFamilyOnboarding, en: enFamilyOnboarding };
