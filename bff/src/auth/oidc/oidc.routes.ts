import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/openapi-common.ts';
import { PROVIDER_IDS } from './providers.ts';

/** Sign-in with an identity provider (authorization code with PKCE), and linking one to one's account. */
const ProviderParam = z.object({ provider: z.enum(PROVIDER_IDS) });

export const providersRoute = createRoute({
  method: 'get',
  path: '/auth/oidc/providers',
  tags: ['Sign-in'],
  summary: 'The identity providers this deployment offers',
  responses: {
    200: {
      description: 'Configured providers',
      content: { 'application/json': { schema: z.array(z.object({ id: z.enum(PROVIDER_IDS), name: z.string() })).openapi('IdentityProviders') } },
    },
  },
});

export const startRoute = createRoute({
  method: 'get',
  path: '/auth/oidc/{provider}/start',
  tags: ['Sign-in'],
  summary: 'Go to the provider to sign in, or to link it to the signed-in account',
  description: 'A browser navigation: answers 302 to the provider with state, nonce and an S256 PKCE challenge.',
  request: { params: ProviderParam, query: z.strictObject({ intent: z.enum(['signin', 'link']).default('signin') }) },
  responses: { 302: { description: 'To the provider' }, ...errorResponses(400, 401, 404, 503) },
});

export const callbackRoute = createRoute({
  method: 'get',
  path: '/auth/oidc/{provider}/callback',
  tags: ['Sign-in'],
  summary: 'Where the provider sends the browser back',
  description:
    'Exchanges the code (PKCE), checks issuer, audience and nonce, then signs in the account linked to issuer + subject, or links them. Answers 302 to the app, with `?error=<i18n key>` on failure.',
  request: {
    params: ProviderParam,
    query: z.object({ code: z.string().max(2048).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
  },
  responses: { 302: { description: 'Back to the app' } },
});
