import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { errorResponses } from '../http/openapi-common.ts';
import { problems } from '../http/problems.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { SECURITY_LOG_COLLECTION } from './security-log.ts';

const EventSchema = z
  .object({
    id: z.string(),
    at: z.string(),
    kind: z.string(),
    userId: z.string().nullable(),
    actorId: z.string().nullable(),
    identifier: z.string().nullable(),
    clientAddress: z.string().nullable(),
    path: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('SecurityEvent');

export const securityLogRoute = createRoute({
  method: 'get',
  path: '/security-events',
  tags: ['Audit'],
  summary: 'The security log: sign-ins, lockouts, password changes, API key use, refused access (administrators)',
  security: [{ session: [] }],
  request: {
    query: z.strictObject({
      _start: z.coerce.number().int().min(0).optional(),
      _end: z.coerce.number().int().min(0).optional(),
      kind: z.string().max(50).optional(),
      userId: z.string().max(100).optional(),
    }),
  },
  responses: { 200: { description: 'Newest first; total in x-total-count', content: { 'application/json': { schema: z.array(EventSchema) } } }, ...errorResponses(400, 401, 403) },
});

export function registerSecurityLogRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(securityLogRoute, async (context) => {
    if (signedInOf(context).role !== 'super_administrator') throw problems.forbidden();
    const query = context.req.valid('query');
    const start = query._start ?? 0;
    const limit = Math.max(0, Math.min((query._end ?? start + DEFAULT_PAGE_SIZE) - start, MAX_PAGE_SIZE));
    const filter = Object.fromEntries(Object.entries({ kind: query.kind, userId: query.userId }).filter(([, value]) => value !== undefined));
    const { documents, total } = await context.get('deps').store.collection(SECURITY_LOG_COLLECTION).findPage(filter, { sort: { at: -1, _id: 1 }, skip: start, limit });
    context.header('x-total-count', String(total));
    return context.json(
      documents.map((event) => ({
        id: event._id,
        at: String(event.at),
        kind: String(event.kind),
        userId: (event.userId as string | null) ?? null,
        actorId: (event.actorId as string | null) ?? null,
        identifier: (event.identifier as string | null) ?? null,
        clientAddress: (event.clientAddress as string | null) ?? null,
        path: String(event.path),
        details: (event.details as Record<string, unknown>) ?? {},
      })),
      200,
    );
  });
}
