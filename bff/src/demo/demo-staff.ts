import type { Role } from '@binome/schema';
import { ADMINISTRATOR_ID, FOOTBALL, HOME_CLASS, HOME_CLASSES, SOLIDARITY } from './demo-kit.ts';
import type { Gender } from './demo-names.ts';

/**
 * The staff of the demo association, with fixed names: each demo staff account is a distinct person, and the
 * colleagues beside them keep the ids tests name (`demo-coordinator-1` works in solidarity tutoring only).
 */
export interface StaffMember {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  gender: Gender;
  dateOfBirth: string;
  /** Where they live and work; a VSC follows the departments of `VSC_BY_DEPARTMENT` instead (see `departmentsOfStaff`). */
  department: string;
  /** Administration preferences: the programs they are limited to. */
  programs?: string[];
}

export const DEMO_STAFF_ACCOUNTS: readonly StaffMember[] = [
  {
    id: ADMINISTRATOR_ID,
    role: 'super_administrator',
    firstName: 'Nathalie',
    lastName: 'Garnier',
    gender: 'female',
    dateOfBirth: '1976-03-14',
    department: '75',
  },
  {
    id: 'demo-manager',
    role: 'manager',
    firstName: 'Olivier',
    lastName: 'Mercier',
    gender: 'male',
    dateOfBirth: '1981-06-02',
    department: '75',
    programs: [HOME_CLASSES, FOOTBALL],
  },
  {
    id: 'demo-coordinator',
    role: 'coordinator',
    firstName: 'Samira',
    lastName: 'Benali',
    gender: 'female',
    dateOfBirth: '1988-11-23',
    department: '75',
    programs: [HOME_CLASSES, FOOTBALL],
  },
  { id: 'demo-recruiter', role: 'recruiter', firstName: 'Julien', lastName: 'Fabre', gender: 'male', dateOfBirth: '1990-01-09', department: '75' },
  // A young civic-service volunteer (VSC) who follows the students of Paris and Hauts-de-Seine, and only them: her
  // record names departments 75 and 92 (VSC_BY_DEPARTMENT).
  { id: 'demo-vsc', role: 'vsc', firstName: 'Inès', lastName: 'Da Silva', gender: 'female', dateOfBirth: '2004-05-17', department: '75' },
];

export const OTHER_STAFF: readonly StaffMember[] = [
  {
    id: 'demo-manager-1',
    role: 'manager',
    firstName: 'Laurence',
    lastName: 'Morel',
    gender: 'female',
    dateOfBirth: '1972-09-30',
    department: '69',
    programs: [SOLIDARITY],
  },
  {
    id: 'demo-manager-2',
    role: 'manager',
    firstName: 'François',
    lastName: 'Leclerc',
    gender: 'male',
    dateOfBirth: '1979-02-11',
    department: '93',
    programs: [FOOTBALL],
  },
  {
    id: 'demo-coordinator-1',
    role: 'coordinator',
    firstName: 'Aurélie',
    lastName: 'Chevalier',
    gender: 'female',
    dateOfBirth: '1985-04-19',
    department: '69',
    programs: [SOLIDARITY],
  },
  {
    id: 'demo-coordinator-2',
    role: 'coordinator',
    firstName: 'Mehdi',
    lastName: 'Bouzid',
    gender: 'male',
    dateOfBirth: '1991-12-05',
    department: '93',
    programs: [FOOTBALL],
  },
  {
    id: 'demo-coordinator-3',
    role: 'coordinator',
    firstName: 'Hélène',
    lastName: 'Vidal',
    gender: 'female',
    dateOfBirth: '1983-07-28',
    department: '67',
    programs: [HOME_CLASS],
  },
  { id: 'demo-recruiter-1', role: 'recruiter', firstName: 'Pauline', lastName: 'Renaud', gender: 'female', dateOfBirth: '1993-10-14', department: '69' },
  { id: 'demo-recruiter-2', role: 'recruiter', firstName: 'Antoine', lastName: 'Gauthier', gender: 'male', dateOfBirth: '1987-03-03', department: '13' },
  { id: 'demo-vsc-1', role: 'vsc', firstName: 'Yanis', lastName: 'Cherif', gender: 'male', dateOfBirth: '2003-08-21', department: '93' },
  { id: 'demo-vsc-2', role: 'vsc', firstName: 'Manon', lastName: 'Lebrun', gender: 'female', dateOfBirth: '2004-01-30', department: '69' },
  { id: 'demo-vsc-3', role: 'vsc', firstName: 'Lucas', lastName: 'Fontaine', gender: 'male', dateOfBirth: '2002-11-08', department: '13' },
  { id: 'demo-vsc-4', role: 'vsc', firstName: 'Aïcha', lastName: 'Diallo', gender: 'female', dateOfBirth: '2003-06-12', department: '59' },
];

/** The VSC who follows the students of a department (their sessions, session 0s and SC reports). */
const VSC_BY_DEPARTMENT: Record<string, string> = {
  '75': 'demo-vsc',
  '92': 'demo-vsc',
  '93': 'demo-vsc-1',
  '94': 'demo-vsc-1',
  '69': 'demo-vsc-2',
  '67': 'demo-vsc-2',
  '44': 'demo-vsc-2',
  '13': 'demo-vsc-3',
  '31': 'demo-vsc-3',
  '33': 'demo-vsc-3',
  '59': 'demo-vsc-4',
};

/**
 * The departments in a staff member's administration preferences: those a VSC follows, which limit what they reach;
 * their own department for the others, whose reach no department limits.
 */
export function departmentsOfStaff(member: StaffMember): string[] {
  if (member.role !== 'vsc') return [member.department];
  return Object.keys(VSC_BY_DEPARTMENT).filter((department) => VSC_BY_DEPARTMENT[department] === member.id);
}

export function vscOf(department: string): StaffMember {
  const id = VSC_BY_DEPARTMENT[department] ?? 'demo-vsc';
  return [...DEMO_STAFF_ACCOUNTS, ...OTHER_STAFF].find((member) => member.id === id)!;
}

/** The coordinator who manages a program's pairs and validates its reports. Football is shared by two. */
export function coordinatorOf(programId: string, department: string): string {
  if (programId === SOLIDARITY) return 'demo-coordinator-1';
  if (programId === HOME_CLASS) return 'demo-coordinator-3';
  if (programId === FOOTBALL && department === '93') return 'demo-coordinator-2';
  return 'demo-coordinator';
}
