import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ERROR_MESSAGES, normaliseFrenchPhone, translate, type Language } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import { clientAddressOf, recordSecurityEvent } from '../audit/security-log.ts';
import { botCheckRoute, loginRoute, logoutRoute, meRoute, sendCodeRoute, sessionRoute, verifyCodeRoute } from './auth.routes.ts';
import { meOf } from './me.ts';
import { passwordsOf, verifyAgainstDecoy } from './passwords.ts';
import { checkPasswordOf } from './password-sign-in.ts';
import { PasswordHashingBusyError } from './hashing/password-hasher.ts';
import { closeSession } from './sessions.ts';
import { clearSessionCookies } from './session-cookies.ts';
import { signedInOf } from './signed-in.ts';
import { completeSignIn } from './sign-in.ts';
import { clearAttempts, countAttempt, lockedFor, uncountAttempt } from './lockout.ts';
import { admitPasswordAttempt, signInAttemptOf } from './sign-in-guard.ts';
import { consumePhoneCode, issuePhoneCode } from './one-time-secrets.ts';
import { countEvent, secondsUntil } from './throttle.ts';
import { CODE_SEND_WINDOW_MS, CODE_SENDS_PER_WINDOW, FAILED_SIGN_IN_LIMIT } from './limits.ts';
import { languageOf } from '../messaging/language.ts';

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(loginRoute, async (context) => {
    const deps = context.get('deps');
    await requireBotCheck(context);
    const { email, password } = context.req.valid('json');
    const now = deps.now();
    const attempt = signInAttemptOf(context, email);
    const admission = await admitPasswordAttempt(deps.store, attempt, now);
    if (!admission.admitted) {
      // The same work as an attempt that is checked: a refusal costs the server what a guess would.
      await verifyAgainstDecoy(passwordsOf(deps), password);
      throw await tooManyAttempts(context, email, admission.retryAfterSeconds, admission.reason);
    }
    const { matched: user, accountId: userId } = await checkPasswordOf(deps, email, password).catch(async (error: unknown) => {
      if (error instanceof PasswordHashingBusyError) await uncountAttempt(deps.store, attempt, now);
      throw error;
    });
    if (!user) {
      await recordSecurityEvent(context, { kind: 'signInFailed', identifier: email, userId, details: { method: 'password' } });
      if (admission.locksOnFailure) {
        await recordSecurityEvent(context, { kind: 'lockout', identifier: email, userId });
        throw await tooManyAttempts(context, email, admission.windowSeconds, 'locked');
      }
      throw problems.signInFailed();
    }
    await clearAttempts(deps.store, attempt);
    return context.json(await completeSignIn(context, user, 'password'), 200);
  });

  app.openapi(logoutRoute, async (context) => {
    const signedIn = signedInOf(context);
    await closeSession(context.get('deps').store, signedIn.sessionId);
    clearSessionCookies(context);
    await recordSecurityEvent(context, { kind: 'signOut', userId: signedIn.userId });
    return context.body(null, 204);
  });

  app.openapi(meRoute, async (context) => context.json(await meOf(context, signedInOf(context)), 200));

  app.openapi(sessionRoute, async (context) => {
    const signedIn = context.get('signedIn');
    return context.json({ me: signedIn && signedIn.role !== 'partner' ? await meOf(context, signedIn) : null }, 200);
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
    const attempt = signInAttemptOf(context, phoneNumber);
    const locked = await lockedFor(deps.store, attempt, now);
    if (locked !== undefined) throw await tooManyAttempts(context, phoneNumber, locked, 'locked');
    const valid = await consumePhoneCode(deps.store, phoneNumber, body.code, now);
    const user = valid ? await deps.store.collection('users').findOne({ 'contactDetails.phoneNumber': phoneNumber }) : null;
    if (!user) {
      await recordSecurityEvent(context, { kind: 'codeRejected', identifier: phoneNumber });
      // Guesses are already bounded per code (5) and per number (3 codes in 15 minutes); this locks the address.
      const failures = await countAttempt(deps.store, attempt, now);
      if (failures.count >= FAILED_SIGN_IN_LIMIT) throw await tooManyAttempts(context, phoneNumber, secondsUntil(failures.resetsAt, now), 'locked');
      throw new Problem(401, 'invalidVerificationCode', ERROR_MESSAGES.invalidVerificationCode);
    }
    await clearAttempts(deps.store, attempt);
    return context.json(await completeSignIn(context, user, 'phone'), 200);
  });

  app.openapi(botCheckRoute, (context) => {
    const { env } = context.get('deps');
    return context.json({ provider: env.BOT_CHECK, siteKey: env.BOT_CHECK === 'off' ? null : (env.BOT_CHECK_SITE_KEY ?? null) }, 200);
  });
}

/** The refusal of a locked or paced attempt: the catalogue's 'too many attempts', which offers a password reset. */
async function tooManyAttempts(context: Context<AppEnv>, identifier: string, retryAfterSeconds: number, reason: 'locked' | 'paced'): Promise<Problem> {
  context.header('retry-after', String(retryAfterSeconds));
  await recordSecurityEvent(context, { kind: 'rateLimited', identifier, details: { reason } });
  return new Problem(429, 'tooManyAttempts', ERROR_MESSAGES.tooManyAttempts);
}

/** With the bot check on, forms carry the widget's token in `x-bot-check`. */
export async function requireBotCheck(context: Context<AppEnv>): Promise<void> {
  const { botCheck } = context.get('deps');
  if (!botCheck.enabled) return;
  if (!(await botCheck.verify(context.req.header('x-bot-check'), clientAddressOf(context))))
    throw new Problem(403, 'botCheckFailed', ERROR_MESSAGES.authenticationFailed);
}

function phoneOrRefuse(input: string): string {
  const phoneNumber = normaliseFrenchPhone(input);
  if (!phoneNumber) throw problems.validation([{ path: 'phoneNumber', message: 'validation.phone' }]);
  return phoneNumber;
}

export type { Language };
