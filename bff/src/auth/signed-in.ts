import type { Context, MiddlewareHandler } from 'hono';
import { defineAbilityFor, effectiveRole, ERROR_MESSAGES, normaliseUserStatus, type AppAbility, type SessionUser } from '@binome/schema';
import type { AppDependencies, AppEnv, PersonSignedIn, SignedIn } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import type { StoredDocument } from '../store/store.ts';
import { recordSecurityEvent } from '../audit/security-log.ts';
import { findSession } from './sessions.ts';
import { readSessionToken } from './session-cookies.ts';
import { STATUSES_WITHOUT_USE } from './account-statuses.ts';
import { abilityOfScopes, API_KEYS_COLLECTION, findLiveKey, type ApiKeyScope } from './api-keys/api-keys.ts';
import { isResourceRoute } from '../resources/resource-route-match.ts';

/**
 * Reads the session cookie (or a partner's `api-key` header) on every request and loads the user from the store:
 * the role, status and programs that decide access are the database's, never a cookie's. Leaves `signedIn` unset
 * for visitors.
 */
export const loadSignedIn: MiddlewareHandler<AppEnv> = async (context, next) => {
  const deps = context.get('deps');
  const apiKey = context.req.header('api-key');
  if (apiKey !== undefined) {
    context.set('signedIn', await partnerOf(context, apiKey));
    return next();
  }
  const token = await readSessionToken(context, deps);
  if (token) {
    const session = await findSession(deps.store, token, deps.now());
    const user = session && (await deps.store.collection('users').findOne({ _id: session.userId as string }));
    if (session && user && !STATUSES_WITHOUT_USE.has(String(normaliseUserStatus(user.status)))) {
      const signedIn = await signedInFrom(deps, user, session._id);
      if (signedIn) context.set('signedIn', signedIn);
    }
  }
  await next();
};

/** Paths a person with a temporary password may use before replacing it. */
const BEFORE_PASSWORD_UPDATE = new Set(['/v1/me', '/v1/auth/logout', '/v1/auth/update-password']);

export const requireSignedIn: MiddlewareHandler<AppEnv> = async (context, next) => {
  const signedIn = context.get('signedIn');
  if (!signedIn) throw problems.unauthorized();
  if (signedIn.document.hasChangedPassword === false && !BEFORE_PASSWORD_UPDATE.has(context.req.path)) {
    throw new Problem(403, 'mustChangePassword', ERROR_MESSAGES.mustChangePassword);
  }
  await next();
};

export function signedInOf(context: { get(key: 'signedIn'): SignedIn | undefined }): SignedIn {
  const signedIn = context.get('signedIn');
  if (!signedIn) throw problems.unauthorized();
  return signedIn;
}

/**
 * A partner's call: a live key. Every call is recorded in the security log, with whether it is off the generated
 * resource routes (`partnerCalls` then refuses it, after counting it against the key's rate), and the key's last
 * use is kept for the administrators' list.
 */
async function partnerOf(context: Context<AppEnv>, apiKey: string): Promise<SignedIn> {
  const deps = context.get('deps');
  const key = await findLiveKey(deps.store, apiKey);
  if (!key) {
    await recordSecurityEvent(context, { kind: 'accessRefused', details: { reason: 'unknownApiKey' } });
    throw problems.unauthorized();
  }
  const partner: SignedIn = {
    userId: `apiKey:${key._id}`,
    sessionId: '',
    document: { _id: `apiKey:${key._id}` },
    sessionUser: { userId: `apiKey:${key._id}`, userRole: 'partner' },
    role: 'partner',
    ability: abilityOfScopes(key.scopes as ApiKeyScope[]),
  };
  const allowed = isResourceRoute(context.req.method, context.req.path);
  await recordSecurityEvent(context, {
    kind: 'apiKeyUsed',
    userId: partner.userId,
    details: { keyId: key._id, name: key.name, ...(!allowed && { refused: true }) },
  });
  await deps.store.collection(API_KEYS_COLLECTION).updateOne({ _id: key._id }, { $set: { lastUsedAt: deps.now().toISOString() } });
  return partner;
}

/** The user and their CASL ability, with the relationships the family rules need (children, paired students). */
export async function signedInFrom(deps: AppDependencies, user: StoredDocument, sessionId: string): Promise<PersonSignedIn | undefined> {
  const sessionUser: SessionUser = {
    userId: user._id,
    userRole: String(user.userRole),
    status: typeof user.status === 'string' ? user.status : undefined,
    userRoleList: user.userRoleList as SessionUser['userRoleList'],
    administrationPreferences: user.administrationPreferences as SessionUser['administrationPreferences'],
    program: user.program as SessionUser['program'],
  };
  const role = effectiveRole(sessionUser);
  if (!role) return undefined;
  const { store, env } = deps;
  const childUserIds =
    role === 'parent'
      ? (await store.collection('users').find({ userRole: 'student', 'studentPreferences.parentUserId': user._id }, { projection: { _id: 1 } })).map(
          (child) => child._id,
        )
      : undefined;
  const pairedStudentIds =
    role === 'tutor'
      ? (await store.collection('pairs').find({ tutorId: user._id }, { projection: { studentId: 1 } })).map((pair) => String(pair.studentId))
      : undefined;
  const facts = {
    ...(env.PAIR_DELETE_ACCOUNT_ID && { pairDeleteAccountId: env.PAIR_DELETE_ACCOUNT_ID }),
    ...(childUserIds && { childUserIds }),
    ...(pairedStudentIds && { pairedStudentIds }),
  };
  const familyStudentIds = role === 'parent' ? childUserIds : role === 'student' ? [user._id] : undefined;
  return {
    userId: user._id,
    sessionId,
    document: user,
    sessionUser,
    role,
    ability: abilityOf(deps, sessionUser, facts),
    ...(familyStudentIds && { familyStudentIds }),
  };
}

/**
 * Abilities already built, by everything they are built from: the person's role, status, programs and
 * preferences as the store has them now, their children and paired students. The store is still read on every
 * request; only the rules are not compiled again until one of those facts changes (a write to the person, a new
 * pair), which makes a new key. One cache per app, bounded: emptied when full.
 */
const builtAbilities = new WeakMap<AppDependencies, Map<string, AppAbility>>();
const MAX_BUILT_ABILITIES = 2_000;

function abilityOf(deps: AppDependencies, sessionUser: SessionUser, facts: Parameters<typeof defineAbilityFor>[1]): AppAbility {
  let built = builtAbilities.get(deps);
  if (!built) {
    built = new Map();
    builtAbilities.set(deps, built);
  }
  const key = JSON.stringify([sessionUser, facts]);
  let ability = built.get(key);
  if (!ability) {
    if (built.size >= MAX_BUILT_ABILITIES) built.clear();
    ability = defineAbilityFor(sessionUser, facts);
    built.set(key, ability);
  }
  return ability;
}
