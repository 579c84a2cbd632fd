import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import type { AppDependencies, AppEnv } from '../http/context.ts';
import { reachedOverHttps } from '../http/transport.ts';
import { EMAIL_VERIFICATION_LIFETIME_MS, STAFF_REGISTRATION_LIFETIME_MS } from './limits.ts';
import { sessionKey } from './secrets.ts';

/**
 * The registration a browser started, so that `GET /v1/auth/email-verified` answers that browser only and cannot be
 * used to probe whether other accounts exist or are verified.
 *
 * An httpOnly cookie rather than a token the page keeps: the page's scripts never hold it (nothing to leak from
 * sessionStorage), openapi-fetch sends it without code, it survives a reload of the register page, and its path is
 * the polling route alone, so it travels with no other request. A JWT signed with the session key, naming the user
 * id, for as long as the verification link lives.
 */
export const REGISTRATION_COOKIE = 'binome-registration';
const AUDIENCE = 'registration';
const ISSUER = 'binome';
const ALGORITHM = 'HS256';
const LIFETIME_SECONDS = Math.ceil(Math.max(EMAIL_VERIFICATION_LIFETIME_MS, STAFF_REGISTRATION_LIFETIME_MS) / 1000);
export const REGISTRATION_COOKIE_PATH = '/v1/auth/email-verified';

export async function setRegistrationCookie(context: Context<AppEnv>, deps: AppDependencies, userId: string): Promise<void> {
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + LIFETIME_SECONDS)
    .sign(await sessionKey(deps.store, deps.env));
  setCookie(context, REGISTRATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: reachedOverHttps(context),
    path: REGISTRATION_COOKIE_PATH,
    maxAge: LIFETIME_SECONDS,
  });
}

/** The user id of the registration this browser started, from a well-signed unexpired cookie; undefined otherwise. */
export async function registeredUserIdOf(context: Context<AppEnv>, deps: AppDependencies): Promise<string | undefined> {
  const cookie = getCookie(context, REGISTRATION_COOKIE);
  if (!cookie || cookie.length > 2048) return undefined;
  try {
    const { payload } = await jwtVerify(cookie, await sessionKey(deps.store, deps.env), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
      currentDate: deps.now(),
    });
    return payload.sub;
  } catch {
    return undefined;
  }
}
