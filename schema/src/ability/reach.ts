import type { AbilityBuilder } from '@casl/ability';
import { isStaffRole, type Role, type StaffRole } from '../enums/roles.ts';
import { programIds } from '../reference/programs.ts';
import { RESOURCES, type Resource } from '../resources.ts';
import { programsOf, type SessionUser } from './effective-role.ts';
import type { AppAbility } from './define-ability.ts';
import type { CrudAction } from './permission-table.ts';
import { STAFF_DEPARTMENTS_PATH } from './local-reach.ts';

/**
 * Reach: which people and records a staff member's rights cover. Nobody gives anyone more reach than they hold,
 * and nobody changes their own (issue: rights that widen themselves).
 *
 * - An administrator reaches everything.
 * - A manager or a coordinator reaches the programs of their administration preferences; so does a VSC whose
 *   record lists programs (a VSC without programs follows the whole association, as recruiters do).
 * - A VSC whose record names departments reaches the people and tutoring of those departments only (local-reach.ts).
 * - A staff member's own reach is written on their record: the programs and departments of their administration
 *   preferences.
 */
export const STAFF_PROGRAMS_PATH = 'administrationPreferences.program';

/**
 * Fields of a person's record that decide what that person may reach, or whether they may act at all. Nobody
 * writes them on their own record; `object` patterns cover both the whole object and its parts.
 */
export const REACH_FIELDS = [
  'status',
  'userRole',
  'userRoleList',
  'adminType',
  'program',
  'program.*',
  'administrationPreferences',
  STAFF_PROGRAMS_PATH,
  STAFF_DEPARTMENTS_PATH,
] as const;

/** Fields only an administrator writes on anyone: the profile list (which role an administrator acts as) and the admin type. */
const ADMINISTRATOR_WRITTEN_FIELDS = ['userRoleList', 'adminType'];

const userViews = (RESOURCES as readonly Resource[]).filter(
  (resource) => resource.entity.collection === 'users' && resource.roles && resource.name !== 'users',
);
/** The views of the users collection through which people are created and changed (tutors, students, coordinators, ...). */
export const USER_VIEW_SUBJECTS: readonly string[] = userViews.map((resource) => resource.name);
/** The views that show staff members only (administrators, managers, coordinators, recruiters, vsc, collaborators). */
export const STAFF_VIEW_SUBJECTS: readonly string[] = userViews
  .filter((resource) => resource.roles!.every((role) => isStaffRole(role)))
  .map((resource) => resource.name);

export function isStaffView(subject: string): boolean {
  return STAFF_VIEW_SUBJECTS.includes(subject);
}

/** The roles whose records a users view shows, or undefined for any other subject. */
export function rolesOfUserView(subject: string): readonly Role[] | undefined {
  return userViews.find((resource) => resource.name === subject)?.roles;
}

/** The programs a staff member is limited to, or undefined when their role reaches the whole association. */
export function scopedProgramsOf(user: SessionUser, role: StaffRole): string[] | undefined {
  const programs = programsOf(user);
  if (role === 'manager' || role === 'coordinator') return programs;
  if (role === 'vsc' && programs.length > 0) return programs;
  return undefined;
}

/**
 * Rights on a staff view for someone limited to `programs`. They read the colleagues who share one of their
 * programs, and those who belong to no program (administrators, recruiters); they create, change and remove only
 * staff whose every program is one of theirs, so that nobody they create or edit reaches further than they do.
 */
export function grantStaffViewWithin(builder: AbilityBuilder<AppAbility>, actions: readonly CrudAction[], subject: string, programs: readonly string[]): void {
  const { can, cannot } = builder;
  const outside = programIds.values.filter((program) => !programs.includes(program));
  if (actions.includes('read')) {
    can('read', subject, { [STAFF_PROGRAMS_PATH]: { $in: [...programs] } });
    // CASL's conditions have no $or: each alternative is a rule of its own.
    can('read', subject, { [STAFF_PROGRAMS_PATH]: { $exists: false } });
    can('read', subject, { [STAFF_PROGRAMS_PATH]: { $size: 0 } });
  }
  const writes = actions.filter((action) => action !== 'read');
  if (writes.length === 0) return;
  can(writes, subject, { [STAFF_PROGRAMS_PATH]: { $in: [...programs] } });
  if (outside.length > 0) cannot(writes, subject, { [STAFF_PROGRAMS_PATH]: { $in: outside } });
}

/**
 * What nobody does, whatever else their rules say: change their own reach, remove their own account, and, below
 * the administrator, write the fields that only administrators write. Added last, so that they win over every grant.
 */
export function forbidWideningOwnReach(builder: AbilityBuilder<AppAbility>, user: SessionUser, role: StaffRole): void {
  const { cannot } = builder;
  // By the record's id as well as its userId: a record imported without userId is still one's own.
  for (const self of [{ userId: user.userId }, { id: user.userId }] as Record<string, string>[]) {
    cannot(['update'], [...USER_VIEW_SUBJECTS], [...REACH_FIELDS], self);
    cannot(['delete'], [...USER_VIEW_SUBJECTS], self);
  }
  if (role !== 'super_administrator') cannot(['create', 'update'], [...USER_VIEW_SUBJECTS], ADMINISTRATOR_WRITTEN_FIELDS);
}
