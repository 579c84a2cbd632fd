import { defineEnum } from '../enums/define-enum.ts';

/** The four known programs and their permanent ids (section 1). Users, sessions and pairs are scoped by them. */
export const PROGRAMS = [
  { programId: 'az-rem-4ca0f8d', slug: 'home-classes-face-to-face' },
  { programId: 'az-fac-5f87232', slug: 'solidarity-tutoring' },
  { programId: 'az-zup-6g98343', slug: 'football' },
  { programId: 'az-per-2ca0z9s', slug: 'home-class' },
] as const;

export type ProgramId = (typeof PROGRAMS)[number]['programId'];

export const programIds = defineEnum('program', ['az-rem-4ca0f8d', 'az-fac-5f87232', 'az-zup-6g98343', 'az-per-2ca0z9s']);

export const PROGRAM_IDS = {
  homeClassesFaceToFace: 'az-rem-4ca0f8d',
  solidarityTutoring: 'az-fac-5f87232',
  football: 'az-zup-6g98343',
  homeClass: 'az-per-2ca0z9s',
} as const satisfies Record<string, ProgramId>;

/** The matching screen filters on this program by default (section 9). */
export const DEFAULT_MATCHING_PROGRAM_ID: ProgramId = PROGRAM_IDS.homeClassesFaceToFace;
