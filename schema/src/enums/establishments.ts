import { defineEnum } from './define-enum.ts';

/** Establishment categories (section 3), grouped as schools, higher education and other structures. */
export const ESTABLISHMENT_CATEGORY_GROUPS = {
  school: ['elementary', 'middle', 'high-school'],
  higher: ['business-school', 'engineering-school', 'iut', 'university', 'ufr', 'ecole', 'grand-etablissement', 'ecole-superieure'],
  structure: ['company', 'association', 'other', 'autre-etablissement'],
} as const;

export const establishmentCategories = defineEnum('establishmentCategory', [
  ...ESTABLISHMENT_CATEGORY_GROUPS.school,
  ...ESTABLISHMENT_CATEGORY_GROUPS.higher,
  ...ESTABLISHMENT_CATEGORY_GROUPS.structure,
]);

/** Label types shown on establishments. */
export const establishmentLabelTypes = defineEnum('establishmentLabelType', ['great-establishment', 'superior-school', 'other', 'school', 'club']);

export const priorityEducation = defineEnum('priorityEducation', ['non-priority', 'college-cappe', 'city-policy', 'rep', 'rep-plus', 'other']);

/** Sector groups (section 3). */
export const sectorGroups = defineEnum('sectorGroup', ['higher-education', 'partner-companies', 'football-programme', 'other-partnerships']);

export const placeTypes = defineEnum('placeType', ['home', 'school', 'sports-club', 'other']);

export const schoolZoneNames = defineEnum('schoolZoneName', ['A', 'B', 'C', 'corse', 'overseas']);
