import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ERROR_MESSAGES, getResource, normaliseFrenchPhone, translate, type Language } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import { toRecord } from '../resources/documents.ts';
import { viewNameOf } from '../resources/user-views.ts';
import { clientAddressOf, recordSecurityEvent } from '../audit/security-log.ts';
import { botCheckRoute, loginRoute, logoutRoute, meRoute, sendCodeRoute, verifyCodeRoute } from './auth.routes.ts';
import { passwordHashOf } from './credentials.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { closeSession } from './sessions.ts';
import { clearSessionCookies } from './session-cookies.ts';
import { signedInOf } from './signed-in.ts';
import { completeSignIn } from './sign-in.ts';
import { clearFailures, countFailure, isLockedOut } from './lockout.ts';
import { consumePhoneCode, issuePhoneCode } from './one-time-secrets.ts';
import { countEvent, secondsUntil } from './throttle.ts';
import { CODE_SEND_WINDOW_MS, CODE_SENDS_PER_WINDOW, LOCKOUT_MS } from './limits.ts';
import { EXTERNAL_SIGN_INS } from './oidc/links.ts';
import { languageOf } from '../messaging/language.ts';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(loginRoute, async (context) => {
    const deps = context.get('deps');
    await requireBotCheck(context);
    const { email, password } = context.req.valid('json');
    const now = deps.now();
    if (await isLockedOut(deps.store, email, now)) {
      await verifyAgainstDecoy(password);
      throw await tooManyAttempts(context, email);
    }
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
    if (!user) {
      await recordSecurityEvent(context, { kind: 'signInFailed', identifier: email, userId: candidates[0]?._id, details: { method: 'password' } });
      if (await countFailure(deps.store, email, now)) {
        await recordSecurityEvent(context, { kind: 'lockout', identifier: email, userId: candidates[0]?._id });
        throw await tooManyAttempts(context, email);
      }
      throw problems.signInFailed();
    }
    await clearFailures(deps.store, email);
    return context.json(await completeSignIn(context, user, 'password'), 200);
  });

  app.openapi(logoutRoute, async (context) => {
    const signedIn = signedInOf(context);
    await closeSession(context.get('deps').store, signedIn.sessionId);
    clearSessionCookies(context);
    await recordSecurityEvent(context, { kind: 'signOut', userId: signedIn.userId });
    return context.body(null, 204);
  });

  app.openapi(meRoute, async (context) => {
    const signedIn = signedInOf(context);
    const entity = getResource(viewNameOf(signedIn.document)).entity;
    // One's own record, whatever the staff table says of one's role ('my account').
    const user = toRecord(entity, signedIn.document);
    const links = await context.get('deps').store.collection(EXTERNAL_SIGN_INS).find({ userId: signedIn.userId }, { projection: { provider: 1 } });
    return context.json(
      {
        user,
        role: signedIn.role,
        rules: signedIn.ability.rules as unknown as Record<string, unknown>[],
        mustChangePassword: signedIn.document.hasChangedPassword === false,
        linkedProviders: links.map((link) => String(link.provider)),
      },
      200,
    );
  });

  app.openapi(sendCodeRoute, async (context) => {
    const deps = context.get('deps');
    await requireBotCheck(context);
    const phoneNumber = phoneOrRefuse(context.req.valid('json').phoneNumber);
    const now = deps.now();
    // Counted per number whether or not it has an account, so the limit tells nothing either.
    const sends = await countEvent(deps.store, `codeSend:${phoneNumber}`, CODE_SEND_WINDOW_MS, now);
    if (sends.count > CODE_SENDS_PER_WINDOW) {
      context.header('retry-after', String(secondsUntil(sends.resetsAt, now)));
      throw new Problem(429, 'tooManyAttempts', ERROR_MESSAGES.tooManyAttempts);
    }
    const user = await deps.store.collection('users').findOne({ 'contactDetails.phoneNumber': phoneNumber });
    if (user) {
      const code = await issuePhoneCode(deps.store, phoneNumber, now);
      const language = languageOf(user, context);
      await deps.sms.send(phoneNumber, translate(language, 'auth.sms.code', { code, minutes: 10 }));
      await recordSecurityEvent(context, { kind: 'codeSent', userId: user._id, identifier: phoneNumber });
    }
    return context.json({ sent: true as const }, 202);
  });

  app.openapi(verifyCodeRoute, async (context) => {
    const deps = context.get('deps');
    const body = context.req.valid('json');
    const phoneNumber = phoneOrRefuse(body.phoneNumber);
    const now = deps.now();
    if (await isLockedOut(deps.store, phoneNumber, now)) throw await tooManyAttempts(context, phoneNumber);
    const valid = await consumePhoneCode(deps.store, phoneNumber, body.code, now);
    const user = valid ? await deps.store.collection('users').findOne({ 'contactDetails.phoneNumber': phoneNumber }) : null;
    if (!user) {
      await recordSecurityEvent(context, { kind: 'codeRejected', identifier: phoneNumber });
      if (await countFailure(deps.store, phoneNumber, now)) throw await tooManyAttempts(context, phoneNumber);
      throw new Problem(401, 'invalidVerificationCode', ERROR_MESSAGES.invalidVerificationCode);
    }
    await clearFailures(deps.store, phoneNumber);
    return context.json(await completeSignIn(context, user, 'phone'), 200);
  });

  app.openapi(botCheckRoute, (context) => {
    const { env } = context.get('deps');
    return context.json({ provider: env.BOT_CHECK, siteKey: env.BOT_CHECK === 'off' ? null : (env.BOT_CHECK_SITE_KEY ?? null) }, 200);
  });
}

/** The refusal after 5 failures: the catalogue's 'too many attempts', which offers a password reset. */
async function tooManyAttempts(context: Context<AppEnv>, identifier: string): Promise<Problem> {
  context.header('retry-after', String(Math.ceil(LOCKOUT_MS / 1000)));
  await recordSecurityEvent(context, { kind: 'rateLimited', identifier });
  return new Problem(429, 'tooManyAttempts', ERROR_MESSAGES.tooManyAttempts);
}

/** With the bot check on, forms carry the widget's token in `x-bot-check`. */
export async function requireBotCheck(context: Context<AppEnv>): Promise<void> {
  const { botCheck } = context.get('deps');
  if (!botCheck.enabled) return;
  if (!(await botCheck.verify(context.req.header('x-bot-check'), clientAddressOf(context)))) throw new Problem(403, 'botCheckFailed', ERROR_MESSAGES.authenticationFailed);
}

function phoneOrRefuse(input: string): string {
  const phoneNumber = normaliseFrenchPhone(input);
  if (!phoneNumber) throw problems.validation([{ path: 'phoneNumber', message: 'validation.phone' }]);
  return phoneNumber;
}

export type { Language };
