import type { Context } from 'hono';
import { ERROR_MESSAGES, homeAfterSignIn, isStaffRole, normaliseUserStatus, type Role } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import type { StoredDocument } from '../store/store.ts';
import { recordSecurityEvent } from '../audit/security-log.ts';
import { openSession } from './sessions.ts';
import { setSessionCookies } from './session-cookies.ts';
import { signedInFrom } from './signed-in.ts';
import { CLOSED_STATUSES, INACTIVE_STATUSES } from './account-statuses.ts';
import { signInAttemptOf } from './sign-in-guard.ts';
import { trustAddress } from './trusted-addresses.ts';

export interface SignInAnswer {
  userId: string;
  role: Role;
  /** Where the apps go next: the route guard's home, or the forced password update. */
  next: string;
  /** Which app owns `next`. */
  app: 'admin' | 'family';
  mustChangePassword: boolean;
}

/**
 * The refusals that only the account's owner may learn, once they have proved who they are (password, code or
 * provider): a closed account, an inactive one (2033), an unfinished registration (2041).
 */
export function refuseByStatus(user: StoredDocument): void {
  const status = String(normaliseUserStatus(user.status));
  if (CLOSED_STATUSES.has(status)) throw new Problem(403, 'emailDeactivated', ERROR_MESSAGES.emailDeactivated);
  if (user.registrationPending === true) throw new Problem(403, 2041, ERROR_MESSAGES.mustFinishRegistration);
  if (INACTIVE_STATUSES.has(status)) throw new Problem(403, 2033, ERROR_MESSAGES.userNotActive);
}

/** Opens the session, sets the three cookies and records the sign-in. */
export async function completeSignIn(context: Context<AppEnv>, user: StoredDocument, method: 'password' | 'phone' | 'oidc'): Promise<SignInAnswer> {
  refuseByStatus(user);
  const deps = context.get('deps');
  const session = await openSession(deps.store, user._id, deps.now(), { method, userAgent: context.req.header('user-agent') });
  const signedIn = await signedInFrom(deps, user, session.sessionId);
  if (!signedIn) throw problems.signInFailed();
  await setSessionCookies(context, deps, { token: session.token, userId: user._id, role: signedIn.role });
  await recordSecurityEvent(context, { kind: 'signIn', userId: user._id, details: { method, role: signedIn.role } });
  await trustAddressOf(context, user);
  const mustChangePassword = user.hasChangedPassword === false;
  return {
    userId: user._id,
    role: signedIn.role,
    next: mustChangePassword ? '/update-your-password' : homeAfterSignIn(signedIn.role),
    app: !mustChangePassword && isStaffRole(signedIn.role) ? 'admin' : 'family',
    mustChangePassword,
  };
}

/** The person proved who they are from this address: password guessing elsewhere no longer slows them here. */
export async function trustAddressOf(context: Context<AppEnv>, user: StoredDocument): Promise<void> {
  const email = (user.contactDetails as { email?: unknown } | undefined)?.email;
  const deps = context.get('deps');
  if (typeof email === 'string') await trustAddress(deps.store, signInAttemptOf(context, email), deps.now());
}
