import { PROGRAMS, translate } from '@binome/schema';
import type { StoredDocument } from '../store/store.ts';

/** What every part of the demo data shares: the programs, the people who write records, the bookkeeping fields. */
export const [HOME_CLASSES, SOLIDARITY, FOOTBALL, HOME_CLASS] = PROGRAMS.map((program) => program.programId) as [string, string, string, string];
export const PROGRAM_CYCLE = [HOME_CLASSES, SOLIDARITY, FOOTBALL, HOME_CLASS] as const;

export const ADMINISTRATOR_ID = 'demo-super_administrator';

export const DEMO_EMAIL_DOMAIN = 'demo.binome.test';
/** The demo tutor's fixed number, so the README can show sign-in by text message. */
export const DEMO_TUTOR_PHONE = '+33612345678';

export type Doc = StoredDocument;

export function programOf(programId: string): { programId: string; programName: string } {
  return { programId, programName: translate('fr', `enums.program.${programId}`) };
}

/** Who made and last changed a record, and when: real demo people, so a record page names them. */
export function metaOf(createdAt: string, createdBy: string, updatedAt = createdAt, updatedBy = createdBy) {
  return { createdAt, createdBy, updatedAt, updatedBy };
}

/** The later of two ISO instants, the earlier of two: records are never changed after "now". */
export const laterOf = (a: string, b: string) => (a > b ? a : b);
export const earlierOf = (a: string, b: string) => (a < b ? a : b);

export function fullNameOf(user: Doc): string {
  const contact = user.contactDetails as { firstName: string; lastName: string };
  return `${contact.firstName} ${contact.lastName}`;
}

/**
 * Cities of the departments the demo works in, with a postcode each: addresses of people and establishments
 * agree with their department.
 */
export const DEMO_CITIES: Record<string, readonly (readonly [string, string])[]> = {
  '75': [
    ['Paris', '75011'],
    ['Paris', '75013'],
    ['Paris', '75018'],
    ['Paris', '75019'],
    ['Paris', '75020'],
  ],
  '92': [
    ['Nanterre', '92000'],
    ['Gennevilliers', '92230'],
    ['Colombes', '92700'],
  ],
  '93': [
    ['Saint-Denis', '93200'],
    ['Montreuil', '93100'],
    ['Aubervilliers', '93300'],
    ['Bobigny', '93000'],
  ],
  '94': [
    ['Vitry-sur-Seine', '94400'],
    ['Créteil', '94000'],
    ['Ivry-sur-Seine', '94200'],
  ],
  '69': [
    ['Lyon', '69008'],
    ['Vénissieux', '69200'],
    ['Villeurbanne', '69100'],
  ],
  '13': [
    ['Marseille', '13013'],
    ['Marseille', '13015'],
    ['Aix-en-Provence', '13090'],
  ],
  '59': [
    ['Lille', '59000'],
    ['Roubaix', '59100'],
    ['Tourcoing', '59200'],
  ],
  '31': [
    ['Toulouse', '31100'],
    ['Colomiers', '31770'],
  ],
  '33': [
    ['Bordeaux', '33000'],
    ['Mérignac', '33700'],
    ['Lormont', '33310'],
  ],
  '44': [
    ['Nantes', '44000'],
    ['Saint-Herblain', '44800'],
    ['Rezé', '44400'],
  ],
  '67': [
    ['Strasbourg', '67100'],
    ['Schiltigheim', '67300'],
  ],
};

/** Where each program works: home classes around Paris, solidarity tutoring online across France, and so on. */
export const PROGRAM_DEPARTMENTS: Record<string, readonly string[]> = {
  [HOME_CLASSES]: ['75', '93', '94', '92'],
  [SOLIDARITY]: ['69', '59', '13', '44', '67', '31', '33'],
  [FOOTBALL]: ['93', '13', '33', '59'],
  [HOME_CLASS]: ['75', '69', '31', '67'],
};

/** Home and school visits for the face-to-face programs, video calls for solidarity tutoring. */
export const PROGRAM_MODES: Record<string, 'online' | 'in-person'> = {
  [HOME_CLASSES]: 'in-person',
  [SOLIDARITY]: 'online',
  [FOOTBALL]: 'in-person',
  [HOME_CLASS]: 'in-person',
};

/**
 * What a demo tutor or waiting family accepts (the matching's mode and type rules), from their number so the seeded
 * draws stay as they were: in the face-to-face programs one tutor in four also tutors online;
 * in home classes one waiting family in five wants online tutoring only, and one in six wants group tutoring. A coordinator then sees the
 * rules keep people apart, and the words saying so.
 */
export function demoTutorMode(programId: string, number: number): 'online' | 'in-person' | 'both' {
  const mode = PROGRAM_MODES[programId]!;
  // Tutors take the programs in turn (PROGRAM_CYCLE), so the number alone cannot pick one in four of a program (the
  // turn decides the program): their rank within it does.
  const rank = Math.ceil(number / PROGRAM_CYCLE.length);
  return mode === 'in-person' && rank % 4 === 3 ? 'both' : mode;
}

export function demoStudentWishes(
  programId: string,
  number: number,
  waiting: boolean,
): { tutoringType: 'private' | 'group'; tutoringMode: 'online' | 'in-person' | 'both' } {
  const mode = PROGRAM_MODES[programId]!;
  // Home classes only (the matching screen's default program): the other programs keep their proposals whole.
  if (!waiting || programId !== HOME_CLASSES) return { tutoringType: 'private', tutoringMode: mode };
  return { tutoringType: number % 6 === 4 ? 'group' : 'private', tutoringMode: number % 5 === 1 ? 'online' : mode };
}

const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'boulevard Pasteur',
  'rue des Écoles',
  'allée des Tilleuls',
  'rue du Général Leclerc',
  'place de la Mairie',
  'rue Gambetta',
  'avenue de la Libération',
  'rue des Lilas',
  'rue du Moulin',
];

export function streetAddress(pick: <T>(items: readonly T[]) => T, number: number): string {
  return `${number} ${pick(STREETS)}`;
}
