import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, type Role } from '@binome/schema';
import type { AppDependencies, AppEnv } from '../http/context.ts';
import { reachedOverHttps } from '../http/transport.ts';
import { sessionKey } from './secrets.ts';

const ISSUER = 'binome';
const ALGORITHM = 'HS256';

/**
 * The three cookies of section 9, each a JWT signed by the server with `jose`, httpOnly, SameSite=Lax, one day:
 * - `secure-access-token` carries the session token (the server-side record decides whether it is still live);
 * - `secure-role-token` and `userId` are hints for the apps; the server never trusts them for access, it reads
 *   the role from the database on every request.
 */
export async function setSessionCookies(
  context: Context<AppEnv>,
  deps: AppDependencies,
  session: { token: string; userId: string; role: Role },
): Promise<void> {
  const key = await sessionKey(deps.store, deps.env);
  const sign = (claims: Record<string, string>, audience: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(session.userId)
      .setIssuedAt(Math.floor(deps.now().getTime() / 1000))
      .setExpirationTime(Math.floor(deps.now().getTime() / 1000) + COOKIE_MAX_AGE_SECONDS)
      .sign(key);
  const options = cookieOptions(context);
  setCookie(context, COOKIE_NAMES.accessToken, await sign({ sid: session.token }, 'access'), options);
  setCookie(context, COOKIE_NAMES.roleToken, await sign({ role: session.role }, 'role'), options);
  setCookie(context, COOKIE_NAMES.userId, await sign({}, 'user'), options);
}

/**
 * Access cookies whose signature was already checked, with their session token and expiry: the same cookie comes
 * with every request of a signed-in person, and checking its HMAC again (and importing the key for it) was a
 * tenth of a list request's time. Only a cookie verified before is taken, and only until its own expiry; the
 * session itself is still looked up in the store on every request, so a sign-out or a revocation holds at once.
 * One cache per app, bounded: emptied when full.
 */
const verifiedCookies = new WeakMap<AppDependencies, Map<string, { sid: string; expiresAtMs: number }>>();
const MAX_VERIFIED_COOKIES = 10_000;

/** The session token of a well-signed, unexpired access cookie; undefined for anything else. */
export async function readSessionToken(context: Context, deps: AppDependencies): Promise<string | undefined> {
  const cookie = getCookie(context, COOKIE_NAMES.accessToken);
  if (!cookie || cookie.length > 2048) return undefined;
  let verified = verifiedCookies.get(deps);
  if (!verified) {
    verified = new Map();
    verifiedCookies.set(deps, verified);
  }
  const now = deps.now();
  const known = verified.get(cookie);
  if (known) {
    if (known.expiresAtMs > now.getTime()) return known.sid;
    verified.delete(cookie);
  }
  try {
    const { payload } = await jwtVerify(cookie, await sessionKey(deps.store, deps.env), {
      issuer: ISSUER,
      audience: 'access',
      algorithms: [ALGORITHM],
      currentDate: now,
    });
    if (typeof payload.sid !== 'string') return undefined;
    if (typeof payload.exp === 'number') {
      if (verified.size >= MAX_VERIFIED_COOKIES) verified.clear();
      verified.set(cookie, { sid: payload.sid, expiresAtMs: payload.exp * 1000 });
    }
    return payload.sid;
  } catch {
    return undefined;
  }
}

export function clearSessionCookies(context: Context<AppEnv>): void {
  const { secure } = cookieOptions(context);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(context, name, { path: '/', secure });
}

/**
 * httpOnly and SameSite always; Secure whenever Binôme is reached over https (its PUBLIC_URL, or a trusted
 * proxy's word), so that plain http on the local machine, where browsers refuse Secure cookies, stays usable.
 */
export function cookieOptions(context: Context<AppEnv>) {
  return { httpOnly: true, sameSite: 'Lax' as const, secure: reachedOverHttps(context), path: '/', maxAge: COOKIE_MAX_AGE_SECONDS };
}
