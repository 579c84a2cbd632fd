import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as client from 'openid-client';
import { accountPath, ERROR_MESSAGES, SUCCESS_MESSAGES, LOGIN_PATH } from '@binome/schema';
import type { AppEnv } from '../../http/context.ts';
import { problems } from '../../http/problems.ts';
import { newId } from '../../resources/documents.ts';
import { publicUrlOf } from '../../env.ts';
import { DuplicateKeyError } from '../../store/store.ts';
import { recordSecurityEvent } from '../../audit/security-log.ts';
import { Problem } from '../../http/problems.ts';
import { completeSignIn } from '../sign-in.ts';
import { cookieOptions } from '../session-cookies.ts';
import { sha256 } from '../secrets.ts';
import { OIDC_STATE_LIFETIME_MS } from '../limits.ts';
import { callbackRoute, providersRoute, startRoute } from './oidc.routes.ts';
import { EXTERNAL_SIGN_INS, OIDC_STATE_COOKIE, OIDC_STATES } from './links.ts';
import { PROVIDER_NAMES, type ProviderId } from './providers.ts';

export function registerOidcRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(providersRoute, (context) => {
    const { oidc } = context.get('deps');
    return context.json(
      oidc.list.map((provider) => ({ id: provider.id, name: PROVIDER_NAMES[provider.id] })),
      200,
    );
  });

  app.openapi(startRoute, async (context) => {
    const deps = context.get('deps');
    const { provider } = context.req.valid('param');
    const { intent } = context.req.valid('query');
    if (!deps.oidc.list.some((candidate) => candidate.id === provider)) throw problems.notFound();
    const signedIn = context.get('signedIn');
    if (intent === 'link' && !signedIn) throw problems.unauthorized();
    const configuration = await deps.oidc.configuration(provider).catch(() => {
      throw problems.unavailable();
    });
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const now = deps.now();
    await deps.store.collection(OIDC_STATES).insertOne({
      _id: await sha256(state),
      provider,
      intent,
      codeVerifier,
      nonce,
      userId: intent === 'link' ? signedIn!.userId : null,
      expiresAt: new Date(now.getTime() + OIDC_STATE_LIFETIME_MS).toISOString(),
    });
    setCookie(context, OIDC_STATE_COOKIE, state, { ...cookieOptions(context), maxAge: OIDC_STATE_LIFETIME_MS / 1000, path: '/v1/auth/oidc' });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl(context, provider),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return context.redirect(url.href, 302);
  });

  app.openapi(callbackRoute, async (context) => {
    const deps = context.get('deps');
    const { provider } = context.req.valid('param');
    const query = context.req.valid('query');
    const cookieState = getCookie(context, OIDC_STATE_COOKIE);
    deleteCookie(context, OIDC_STATE_COOKIE, { path: '/v1/auth/oidc', secure: cookieOptions(context).secure });
    // The state must be the one this browser was given, still live, and is used once.
    const stored =
      query.state && cookieState === query.state
        ? await deps.store
            .collection(OIDC_STATES)
            .findOneAndUpdate(
              { _id: await sha256(query.state), provider, usedAt: { $exists: false }, expiresAt: { $gt: deps.now().toISOString() } },
              { $set: { usedAt: deps.now().toISOString() } },
            )
        : null;
    if (!stored || query.error) return backToLogin(context, ERROR_MESSAGES.authenticationFailed);

    let claims: client.IDToken | undefined;
    try {
      const configuration = await deps.oidc.configuration(provider);
      const currentUrl = new URL(`${callbackUrl(context, provider)}${new URL(context.req.url).search}`);
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: String(stored.codeVerifier),
        expectedNonce: String(stored.nonce),
        expectedState: query.state,
        idTokenExpected: true,
      });
      // openid-client has checked the signature, issuer, audience, nonce and expiry of the ID token.
      claims = tokens.claims();
    } catch (error) {
      deps.log.error('Sign-in with a provider failed', { provider, error: String(error) });
    }
    if (!claims?.sub) return backToLogin(context, ERROR_MESSAGES.authenticationFailed);
    const link = { issuer: claims.iss, subject: claims.sub };

    if (stored.intent === 'link') {
      const signedIn = context.get('signedIn');
      if (!signedIn || signedIn.role === 'partner' || signedIn.userId !== stored.userId) return backToLogin(context, ERROR_MESSAGES.authenticationFailed);
      const target = accountPath(signedIn.role);
      try {
        await deps.store.collection(EXTERNAL_SIGN_INS).insertOne({
          _id: newId(),
          userId: signedIn.userId,
          provider,
          ...link,
          ...(typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) && { profilePic: claims.picture }),
          createdAt: deps.now().toISOString(),
          createdBy: signedIn.userId,
        });
      } catch (error) {
        if (error instanceof DuplicateKeyError) return context.redirect(`${target}?error=${ERROR_MESSAGES.accountLinked}`, 302);
        throw error;
      }
      await recordSecurityEvent(context, { kind: 'providerLinked', userId: signedIn.userId, details: { provider } });
      return context.redirect(`${target}?success=${provider === 'google' ? SUCCESS_MESSAGES.googleAccountLinked : SUCCESS_MESSAGES.providerLinked}`, 302);
    }

    const linked = await deps.store.collection(EXTERNAL_SIGN_INS).findOne(link);
    const user = linked && (await deps.store.collection('users').findOne({ _id: String(linked.userId) }));
    if (!user) {
      await recordSecurityEvent(context, { kind: 'signInFailed', identifier: `${provider}:${claims.sub}`, details: { method: 'oidc' } });
      return backToLogin(context, ERROR_MESSAGES.externalAccountNotLinked);
    }
    try {
      const answer = await completeSignIn(context, user, 'oidc');
      return context.redirect(answer.next, 302);
    } catch (error) {
      if (error instanceof Problem) return backToLogin(context, error.message);
      throw error;
    }
  });
}

/** The redirect URI registered with the provider: on the public address, whatever proxy the request came through. */
function callbackUrl(context: Context<AppEnv>, provider: ProviderId): string {
  return `${publicUrlOf(context.get('deps').env)}/v1/auth/oidc/${provider}/callback`;
}

function backToLogin(context: Context<AppEnv>, message: string): Response {
  return context.redirect(`${LOGIN_PATH}?error=${encodeURIComponent(message)}`, 302);
}
