import { isRole, type Role } from '../enums/roles.ts';

/** What the ability, the routes and the menus need to know of the signed-in user. */
export interface SessionUser {
  userId: string;
  userRole: string;
  status?: string;
  userRoleList?: readonly { profileName?: string }[];
  /** `department` is a list; records of older releases hold a single id. */
  administrationPreferences?: { program?: readonly string[]; department?: string | readonly string[] };
  /** A family member's program: a parent's new children join it. */
  program?: { programId?: string };
}

/** Roles a super administrator can act as by putting them first in the profile list (section 2). */
const ROLES_A_SUPER_ADMINISTRATOR_CAN_ACT_AS: readonly Role[] = ['recruiter', 'coordinator'];

/**
 * The role a user acts as. A super administrator whose profile list starts with recruiter or coordinator gets
 * that role's menus, routes and rights; everyone else acts as their own role. Only this narrowing is allowed: the
 * profile list can never raise anyone's rights. Unknown roles answer undefined (public routes only).
 */
export function effectiveRole(user: Pick<SessionUser, 'userRole' | 'userRoleList'> | null | undefined): Role | undefined {
  if (!user || !isRole(user.userRole)) return undefined;
  const first = user.userRoleList?.[0]?.profileName;
  if (user.userRole === 'super_administrator' && first && (ROLES_A_SUPER_ADMINISTRATOR_CAN_ACT_AS as readonly string[]).includes(first)) {
    return first as Role;
  }
  return user.userRole;
}

/** The programs a manager or coordinator is scoped to (their administration preferences). */
export function programsOf(user: Pick<SessionUser, 'administrationPreferences'>): string[] {
  return [...(user.administrationPreferences?.program ?? [])];
}

/** The departments in a staff member's administration preferences, whether stored as a list or, by older releases, as one id. */
export function departmentsOf(user: Pick<SessionUser, 'administrationPreferences'>): string[] {
  const department = user.administrationPreferences?.department;
  const listed = typeof department === 'string' ? [department] : [...(department ?? [])];
  return [...new Set(listed.filter((code) => typeof code === 'string' && code !== ''))];
}
