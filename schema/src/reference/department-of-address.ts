import { COUNTRIES } from './countries.ts';
import { findDepartment } from './departments.ts';

/**
 * Which department a person lives in, as the department list's id (`75`, `2A`, `974`, `988`): what staff whose
 * reach is local (a VSC) are limited by. Worked out by the server from the address, never typed by anyone.
 */

/** ISO codes of France and of the overseas departments and collectivities that have French postal codes. */
const FRENCH_POSTAL_AREAS = ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC', 'TF'];
const FRENCH_COUNTRY_SLUGS = new Set(COUNTRIES.filter((country) => FRENCH_POSTAL_AREAS.includes(country.code)).map((country) => country.slug));

/**
 * Postal codes whose first three digits are not their collectivity's code: Saint-Barthélemy and Saint-Martin
 * kept Guadeloupe's 971 when they became collectivities of their own (977 and 978).
 */
const POSTAL_EXCEPTIONS: Readonly<Record<string, string>> = { '97133': '977', '97150': '978' };

/**
 * The department of a French postal code, or undefined when it names none: '75011' → '75', '20000' → '2A',
 * '20200' → '2B' (Corsica: 200–201 is Corse-du-Sud, 202–206 Haute-Corse), '97400' → '974', '98800' → '988'.
 * Monaco (980xx) and codes of no department answer undefined.
 */
export function departmentOfZipCode(zipCode: string): string | undefined {
  const zip = zipCode.trim();
  if (!/^\d{5}$/.test(zip)) return undefined;
  const prefix = Number(zip.slice(0, 3));
  let code: string;
  if (POSTAL_EXCEPTIONS[zip]) code = POSTAL_EXCEPTIONS[zip];
  else if (zip.startsWith('97') || zip.startsWith('98')) code = zip.slice(0, 3);
  else if (zip.startsWith('20')) {
    if (prefix <= 201) code = '2A';
    else if (prefix <= 206) code = '2B';
    else return undefined;
  } else code = zip.slice(0, 2);
  return code !== '00' && findDepartment(code) ? code : undefined;
}

/** The parts of a person's record the department is read from. */
export interface PersonWhereabouts {
  address?: { zipCode?: unknown; country?: unknown } | undefined;
  /** A tutor's (or a prospect lead's) department of residence. */
  homeDepartment?: unknown;
  tutorPreferences?: { assignment?: { department?: unknown } | undefined } | undefined;
  parentPreferences?: { department?: unknown } | undefined;
}

/**
 * A person's department: their address's postal code when it is French, otherwise the department their record
 * names (a tutor's home department, then where they tutor; a parent's department). Undefined when nothing says.
 */
export function departmentOfPerson(person: PersonWhereabouts): string | undefined {
  const country = person.address?.country;
  const zipCode = person.address?.zipCode;
  const french = country === undefined || country === null || country === '' || (typeof country === 'string' && FRENCH_COUNTRY_SLUGS.has(country));
  const fromAddress = french && typeof zipCode === 'string' ? departmentOfZipCode(zipCode) : undefined;
  if (fromAddress) return fromAddress;
  for (const named of [person.homeDepartment, person.tutorPreferences?.assignment?.department, person.parentPreferences?.department]) {
    const code = departmentIdOf(named);
    if (code) return code;
  }
  return undefined;
}

/** A stored department reference: an id, or an older `{ departmentId, departmentCode }` copy. */
function departmentIdOf(value: unknown): string | undefined {
  const id =
    typeof value === 'object' && value !== null
      ? ((value as { departmentId?: unknown; departmentCode?: unknown }).departmentId ?? (value as { departmentCode?: unknown }).departmentCode)
      : value;
  return typeof id === 'string' && id !== '00' && findDepartment(id) ? id : undefined;
}

/**
 * The departments a list of them names, distinct and sorted: what a session, a pair or a report is filed under
 * (the departments of the students it names).
 */
export function distinctDepartments(values: Iterable<unknown>): string[] {
  const found = new Set<string>();
  for (const value of values) if (typeof value === 'string' && value !== '') found.add(value);
  return [...found].sort();
}
