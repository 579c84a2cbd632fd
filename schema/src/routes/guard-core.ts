import { FAMILY_ROLES, isStaffRole, PROSPECT_BASE_ROLE, STAFF_ROLES, type Role, type StaffRole } from '../enums/roles.ts';
import type { AbilityContext } from '../ability/define-ability.ts';
import { effectiveRole, type SessionUser } from '../ability/effective-role.ts';
import {
  accountPath,
  FAMILY_HOME_PATH,
  FAMILY_ROUTES,
  HOME_PATH,
  loginPathFor,
  matchPath,
  normalisePath,
  PUBLIC_AUTH_PATHS,
  PUBLIC_OPEN_PATHS,
  SESSION_JOIN_PATTERN,
} from './paths.ts';
import { layoutFor, type Layout } from './layout.ts';

/** What the route guard answers for a path. */
export type GuardDecision =
  | { outcome: 'allow'; layout: Layout }
  | { outcome: 'redirect'; to: string }
  /** A path of the app that this role does not have: the page says so, it does not pretend the path is unknown. */
  | { outcome: 'forbidden' }
  /** A path no role has: 'Page introuvable'. */
  | { outcome: 'notFound' };

export interface GuardInput {
  path: string;
  /** The stored user, or null when nobody is signed in. */
  user: SessionUser | Partial<SessionUser> | null;
  /** Local flag `familyLock` (section 9): keeps a parent or student out of /family. */
  familyLock?: boolean;
  abilityContext?: AbilityContext;
}

const PUBLIC_LAYOUT: Layout = { sidebar: false, mobileMenu: false, promotionalBanner: false };

/**
 * What the guard needs to know of the staff app: the routes of a staff role (from its rights, hence the abilities
 * and every resource) and every staff route pattern. Given apart so that the family app's first page can decide
 * without loading the whole domain (guard.ts binds the real ones).
 */
export interface StaffRouting {
  routesOf(role: StaffRole, user: SessionUser, context: AbilityContext): string[];
  patterns(): readonly string[];
}

/** Every route of a role: its family routes, or its staff routes and pages, plus its account page. */
export function routesWith(staff: StaffRouting, user: SessionUser, context: AbilityContext = {}): string[] {
  const role = effectiveRole(user);
  if (!role) return [];
  const own = isStaffRole(role) ? staff.routesOf(role, user, context) : [...FAMILY_ROUTES[role]];
  return [...new Set([...own, accountPath(role), SESSION_JOIN_PATTERN, ...(role === 'parent' || role === 'student' ? [FAMILY_HOME_PATH] : [])])];
}

function isKnownPath(staff: StaffRouting, path: string): boolean {
  const known = [...staff.patterns(), ...FAMILY_ROLES.flatMap((role) => FAMILY_ROUTES[role]), ...[...FAMILY_ROLES, ...STAFF_ROLES].map(accountPath)];
  return known.some((pattern) => matchPath(pattern, path));
}

/**
 * The route guard of section 2 as a pure function: given who is signed in, the local flags and a path, allow it
 * or say where to go. The family app and the staff app both call it on every navigation.
 */
export function decideRoute({ path: rawPath, user, familyLock = false, abilityContext }: GuardInput, staff: StaffRouting): GuardDecision {
  const path = normalisePath(rawPath);
  const signedIn = typeof user?.userId === 'string' && user.userId !== '';
  const role = signedIn ? effectiveRole(user as SessionUser) : undefined;

  if (PUBLIC_OPEN_PATHS.some((pattern) => matchPath(pattern, path))) return { outcome: 'allow', layout: PUBLIC_LAYOUT };

  if ((PUBLIC_AUTH_PATHS as readonly string[]).includes(path)) {
    // Unknown or missing roles only get public routes, so they stay here.
    if (!role) return { outcome: 'allow', layout: PUBLIC_LAYOUT };
    return { outcome: 'redirect', to: homeAfterSignIn(role, familyLock) };
  }

  // /family is a public page (section 2); signed in, it is only for parents and students.
  if (path === FAMILY_HOME_PATH && !role) return { outcome: 'allow', layout: PUBLIC_LAYOUT };
  if (!signedIn) return { outcome: 'redirect', to: loginPathFor(user?.userRole) };
  if (!role) return { outcome: 'redirect', to: loginPathFor(undefined) };

  if (path === FAMILY_HOME_PATH) {
    const familyMember = role === 'parent' || role === 'student';
    return familyMember && !familyLock ? { outcome: 'allow', layout: layoutFor(user as SessionUser) } : { outcome: 'redirect', to: HOME_PATH };
  }

  const routes = routesWith(staff, user as SessionUser, abilityContext);
  if (routes.some((pattern) => matchPath(pattern, path))) return { outcome: 'allow', layout: layoutFor(user as SessionUser) };
  return isKnownPath(staff, path) ? { outcome: 'forbidden' } : { outcome: 'notFound' };
}

/** Where a signed-in user lands: parents and students on /family unless locked, everyone else on /. */
export function homeAfterSignIn(role: Role, familyLock = false): string {
  return (role === 'parent' || role === 'student') && !familyLock ? FAMILY_HOME_PATH : HOME_PATH;
}

/** Prospects are routed like the role they may become. */
export function routingRole(role: Role): Role {
  return role in PROSPECT_BASE_ROLE ? PROSPECT_BASE_ROLE[role as keyof typeof PROSPECT_BASE_ROLE] : role;
}
