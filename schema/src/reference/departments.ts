import officialDepartments from '@etalab/decoupage-administratif/data/departements.json' with { type: 'json' };

/**
 * French departments from the official geographic code (INSEE's COG, as published by Etalab), not typed by hand.
 *
 * - `DEPARTMENTS`: the 101 departments, 01 to 95 with 2A and 2B (no 20) and the five overseas departments
 *   971 to 976.
 * - `DEPARTMENT_OPTIONS`: what a department select offers: the 101, then the inhabited overseas collectivities up
 *   to 988 as the same code lists them (975 Saint-Pierre-et-Miquelon ... 988 Nouvelle-Calédonie), then 'Autres'
 *   (00) for anyone living elsewhere.
 */
export interface Department {
  departmentId: string;
  departmentCode: string;
  departmentName: string;
  zone: 'metro' | 'drom' | 'com' | 'other';
}

interface OfficialDepartment {
  code: string;
  nom: string;
  zone: string;
}

const toDepartment = (entry: OfficialDepartment): Department => ({
  departmentId: entry.code,
  departmentCode: entry.code,
  departmentName: entry.nom,
  zone: entry.zone as Department['zone'],
});

const official = (officialDepartments as OfficialDepartment[]).map(toDepartment);

export const DEPARTMENTS: readonly Department[] = official.filter((entry) => entry.zone === 'metro' || entry.zone === 'drom');

/** Overseas collectivities up to 988; 989 (Clipperton) has no inhabitants. */
export const OVERSEAS_COLLECTIVITIES: readonly Department[] = official.filter((entry) => entry.zone === 'com' && Number(entry.departmentCode) <= 988);

export const OTHER_DEPARTMENT: Department = { departmentId: '00', departmentCode: '00', departmentName: 'Autres', zone: 'other' };

export const DEPARTMENT_OPTIONS: readonly Department[] = [...DEPARTMENTS, ...OVERSEAS_COLLECTIVITIES, OTHER_DEPARTMENT];

const BY_CODE = new Map(DEPARTMENT_OPTIONS.map((entry) => [entry.departmentCode, entry]));

export function findDepartment(code: string): Department | undefined {
  return BY_CODE.get(code);
}
