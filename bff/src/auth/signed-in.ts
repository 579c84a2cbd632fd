import { getCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { COOKIE_NAMES, defineAbilityFor, effectiveRole, normaliseUserStatus, type SessionUser } from '@binome/schema';
import type { AppDependencies, AppEnv, SignedIn } from '../http/context.ts';
import { problems } from '../http/problems.ts';
import type { StoredDocument } from '../store/store.ts';
import { findSession } from './sessions.ts';

/** Statuses that end every session of an account at once. */
const LOCKED_OUT_STATUSES = new Set(['deactivated', 'deleted']);

/**
 * Reads the session cookie on every request and loads the user from the store: the role, status and programs
 * that decide access are the database's, never a cookie's. Leaves `signedIn` unset for visitors.
 */
export const loadSignedIn: MiddlewareHandler<AppEnv> = async (context, next) => {
  const token = getCookie(context, COOKIE_NAMES.accessToken);
  if (token) {
    const deps = context.get('deps');
    const session = await findSession(deps.store, token, deps.now());
    const user = session && (await deps.store.collection('users').findOne({ _id: session.userId as string }));
    if (session && user && !LOCKED_OUT_STATUSES.has(String(normaliseUserStatus(user.status)))) {
      const signedIn = await signedInFrom(deps, user, session._id);
      if (signedIn) context.set('signedIn', signedIn);
    }
  }
  await next();
};

export const requireSignedIn: MiddlewareHandler<AppEnv> = async (context, next) => {
  if (!context.get('signedIn')) throw problems.unauthorized();
  await next();
};

export function signedInOf(context: { get(key: 'signedIn'): SignedIn | undefined }): SignedIn {
  const signedIn = context.get('signedIn');
  if (!signedIn) throw problems.unauthorized();
  return signedIn;
}

/** The user and their CASL ability, with the relationships the family rules need (children, paired students). */
export async function signedInFrom(deps: AppDependencies, user: StoredDocument, sessionId: string): Promise<SignedIn | undefined> {
  const sessionUser: SessionUser = {
    userId: user._id,
    userRole: String(user.userRole),
    status: typeof user.status === 'string' ? user.status : undefined,
    userRoleList: user.userRoleList as SessionUser['userRoleList'],
    administrationPreferences: user.administrationPreferences as SessionUser['administrationPreferences'],
  };
  const role = effectiveRole(sessionUser);
  if (!role) return undefined;
  const { store, env } = deps;
  const childUserIds =
    role === 'parent'
      ? (await store.collection('users').find({ userRole: 'student', 'studentPreferences.parentUserId': user._id }, { projection: { _id: 1 } })).map((child) => child._id)
      : undefined;
  const pairedStudentIds =
    role === 'tutor' ? (await store.collection('pairs').find({ tutorId: user._id }, { projection: { studentId: 1 } })).map((pair) => String(pair.studentId)) : undefined;
  const ability = defineAbilityFor(sessionUser, {
    ...(env.PAIR_DELETE_ACCOUNT_ID && { pairDeleteAccountId: env.PAIR_DELETE_ACCOUNT_ID }),
    ...(childUserIds && { childUserIds }),
    ...(pairedStudentIds && { pairedStudentIds }),
  });
  return { userId: user._id, sessionId, document: user, sessionUser, role, ability };
}
