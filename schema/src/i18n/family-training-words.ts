import frFamilyTraining from './fr/family-training.json' with { type: 'json' };
import enFamilyTraining from './en/family-training.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The tutors' training path's words: its page and its home card. A module of its own, so that only those screens
 * load them (see family-screen-words.ts).
 */
export const FAMILY_TRAINING_WORDS: Record<Language, Catalog> = { fr: frFamilyTraining, en: enFamilyTraining };
