import type { OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, ERROR_MESSAGES, getResource, normaliseUserStatus } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import { toRecord } from '../resources/documents.ts';
import { loginRoute, logoutRoute, meRoute } from './auth.routes.ts';
import { passwordHashOf } from './credentials.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { closeSession, openSession } from './sessions.ts';
import { signedInFrom, signedInOf } from './signed-in.ts';
import { viewNameOf } from '../resources/user-views.ts';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(loginRoute, async (context) => {
    const deps = context.get('deps');
    const { email, password } = context.req.valid('json');
    // Several accounts may share an e-mail (a parent and a child); the one whose password matches signs in.
    const candidates = await deps.store.collection('users').find({ 'contactDetails.email': email }, { limit: 10 });
    let user = undefined;
    for (const candidate of candidates) {
      const hash = await passwordHashOf(deps.store, candidate._id);
      if (hash && (await verifyPassword(password, hash))) {
        user = candidate;
        break;
      }
    }
    if (candidates.length === 0) await verifyAgainstDecoy(password);
    if (!user) throw problems.signInFailed();
    // Only the account's owner, who just proved the password, learns its status.
    const status = normaliseUserStatus(user.status);
    if (status === 'deactivated' || status === 'deleted') throw new Problem(403, 'emailDeactivated', ERROR_MESSAGES.emailDeactivated);
    const now = deps.now();
    const session = await openSession(deps.store, user._id, now);
    const signedIn = await signedInFrom(deps, user, session.sessionId);
    if (!signedIn) throw problems.signInFailed();
    setCookie(context, COOKIE_NAMES.accessToken, session.token, cookieOptions(context));
    return context.json({ userId: user._id, role: signedIn.role }, 200);
  });

  app.openapi(logoutRoute, async (context) => {
    const signedIn = signedInOf(context);
    await closeSession(context.get('deps').store, signedIn.sessionId);
    deleteCookie(context, COOKIE_NAMES.accessToken, { path: '/', secure: cookieOptions(context).secure });
    return context.body(null, 204);
  });

  app.openapi(meRoute, async (context) => {
    const signedIn = signedInOf(context);
    const entity = getResource(viewNameOf(signedIn.document)).entity;
    // One's own record, whatever the staff table says of one's role ('my account').
    const user = toRecord(entity, signedIn.document);
    return context.json({ user, role: signedIn.role, rules: signedIn.ability.rules as unknown as Record<string, unknown>[] }, 200);
  });
}

/** httpOnly and SameSite always; Secure everywhere except plain http on the local machine, where browsers refuse it. */
export function cookieOptions(context: Context) {
  const url = new URL(context.req.url);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return { httpOnly: true, sameSite: 'Lax' as const, secure: !local, path: '/', maxAge: COOKIE_MAX_AGE_SECONDS };
}
