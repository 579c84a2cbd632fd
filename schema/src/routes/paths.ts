import type { FamilyRole, Role } from '../enums/roles.ts';

/** Public pages where a signed-in user has nothing to do (section 2, "Route guard"). */
export const PUBLIC_AUTH_PATHS = [
  '/login',
  '/register',
  '/recover-password',
  '/reset-password',
  ...['tutor', 'parent', 'student', 'IS'].flatMap((prefix) => [`/${prefix}/register`, `/${prefix}/recover-password`, `/${prefix}/reset-password`]),
] as const;

/**
 * Public pages open to everyone, signed in or not (`/verify-email` opens the link of the verification mail,
 * `/verify/:code` a volunteer certificate's QR code); patterns, `:name` matching one segment.
 */
export const PUBLIC_OPEN_PATHS = [
  '/change-password',
  '/update-your-password',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/404',
  '/verify-email',
  '/verify/:code',
] as const;

export const FAMILY_HOME_PATH = '/family';
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
/** Joining a video session; open to every role (section 2). */
export const SESSION_JOIN_PATTERN = '/session/:sessionId';

/** The path segment of a role in its account path and its family screens. */
export const ROLE_PATH_SEGMENT = {
  tutor: 'tutor',
  prospectLead: 'tutor',
  parent: 'parent',
  parentProspect: 'parent',
  student: 'student',
  super_administrator: 'administrator',
  manager: 'manager',
  coordinator: 'coordinator',
  recruiter: 'recruiter',
  vsc: 'vsc',
} as const satisfies Record<Role, string>;

/** "My account" in the user menu: /{role}/account (section 2). */
export function accountPath(role: Role): string {
  return `/${ROLE_PATH_SEGMENT[role]}/account`;
}

/** Every role signs in on the shared /login page (section 2); kept as a function so a role can get its own. */
export function loginPathFor(_role: string | undefined): string {
  return LOGIN_PATH;
}

/** Routes of the family app per role (section 2). Prospects have their base role's routes. */
export const FAMILY_ROUTES: Record<FamilyRole, readonly string[]> = {
  tutor: [
    '/',
    '/tutorVideo',
    '/tutorQuiz',
    '/tutor/sessions',
    '/tutor/listSessions',
    '/tutor/students',
    '/tutor/reports',
    '/tutor/account',
    '/tutor/documents',
    '/tutor/equipment',
    '/tutor/training-path',
    '/tutor/contact',
    // Issue 12: the weekly grid and the tutoring preferences, reached from the account and the home's missing items.
    '/tutor/preferences',
  ],
  parent: [
    '/',
    '/parent/children',
    '/parent/sessions',
    // Group sessions are found, not only joined: the open ones of the children's program and level.
    '/parent/group-sessions',
    '/parent/account',
    '/parent/equipment',
    '/parent/reports',
    '/parent/quiz',
    '/parent/video',
    '/parent/contact',
  ],
  student: [
    '/',
    '/student/sessions',
    '/student/group-sessions',
    '/student/listSessions',
    '/student/account',
    '/student/equipment',
    '/student/reports',
    '/student/contact',
    '/student/preferences',
  ],
  get prospectLead() {
    return this.tutor;
  },
  get parentProspect() {
    return this.parent;
  },
};

/** Does `path` match `pattern`, where `:name` segments match any one segment? */
export function matchPath(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  return patternParts.length === pathParts.length && patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** Path without query, hash or trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}
