import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema, errorResponses } from '../http/openapi-common.ts';

/** Minimal sign-in: e-mail and password, a server-side session in an httpOnly cookie, and who am I. */
export const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['Sign-in'],
  summary: 'Sign in with e-mail and password',
  description: 'Sets the httpOnly session cookie. Unknown accounts and wrong passwords get the same answer.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.strictObject({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(128) }).openapi('LoginRequest'),
        },
      },
    },
  },
  responses: {
    200: { description: 'Signed in', content: { 'application/json': { schema: z.object({ userId: z.string(), role: z.string() }).openapi('LoginResponse') } } },
    401: { description: 'Sign-in failed', content: { 'application/json': { schema: ErrorSchema } } },
    403: { description: 'Account deactivated or not active', content: { 'application/json': { schema: ErrorSchema } } },
    ...errorResponses(400, 413, 415),
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Sign-in'],
  summary: 'Sign out',
  description: 'Revokes the session on the server and clears the cookie.',
  security: [{ session: [] }],
  responses: { 204: { description: 'Signed out' }, ...errorResponses(401) },
});

export const meRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Sign-in'],
  summary: 'The signed-in user, their effective role and their CASL rules',
  security: [{ session: [] }],
  responses: {
    200: {
      description: 'The signed-in user',
      content: {
        'application/json': {
          schema: z
            .object({
              user: z.record(z.string(), z.unknown()),
              role: z.string(),
              rules: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'CASL raw rules, for `createMongoAbility(rules)`.' }),
            })
            .openapi('Me'),
        },
      },
    },
    ...errorResponses(401),
  },
});
