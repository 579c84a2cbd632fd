import { defineEnum } from './define-enum.ts';

/** The ten roles of the spec (section 1 and 3). `super_administrator` is the administrator. */
const ROLE_VALUES = [
  'tutor',
  'parent',
  'student',
  'super_administrator',
  'manager',
  'coordinator',
  'recruiter',
  'vsc',
  'prospectLead',
  'parentProspect',
] as const;
export const roles = defineEnum('role', ROLE_VALUES);
export type Role = (typeof ROLE_VALUES)[number];

export const STAFF_ROLES = ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const FAMILY_ROLES = ['tutor', 'parent', 'student', 'prospectLead', 'parentProspect'] as const satisfies readonly Role[];
export type FamilyRole = (typeof FAMILY_ROLES)[number];

export function isStaffRole(role: unknown): role is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(role);
}

export function isRole(role: unknown): role is Role {
  // The plain list, not the enumeration: the route guard of the first page needs no validation library.
  return (ROLE_VALUES as readonly unknown[]).includes(role);
}

/** Prospects use the routes of the role they may become (section 2, "Prospects"). */
export const PROSPECT_BASE_ROLE = { prospectLead: 'tutor', parentProspect: 'parent' } as const;

/** Staff profile types, used to filter the collaborators list. */
export const staffProfileTypes = defineEnum('staffProfileType', [...STAFF_ROLES]);

/** Admin type (section 3). */
export const adminTypes = defineEnum('adminType', ['admin', 'classic']);
