import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { errorResponses, jsonAnswer, JsonObjectSchema, totalCountHeader } from '../http/openapi-common.ts';
import { problems } from '../http/problems.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { SECURITY_EVENT_KINDS, SECURITY_LOG_COLLECTION } from './security-log.ts';
import { rowParameter } from '../resources/list-query.ts';
import { boundOf } from './audit.handlers.ts';
import { instant } from './audit.routes.ts';
import { requestLanguage } from '../http/request-language.ts';
import { labelsOf } from '../resources/reference-labels.ts';
import type { Filter } from '../store/store.ts';

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
    details: JsonObjectSchema,
    userName: z.string().nullable().openapi({ description: 'The name of the account concerned, when there is one.' }),
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
      _start: rowParameter('First row (0-based).', 0).optional(),
      _end: rowParameter(`Row after the last one; at most ${MAX_PAGE_SIZE} rows per page.`, DEFAULT_PAGE_SIZE).optional(),
      kind: z.enum(SECURITY_EVENT_KINDS).optional(),
      // A partner's calls are logged under its key (`apiKey:<id>`).
      userId: z
        .string()
        .regex(/^(apiKey:)?[A-Za-z0-9_-]{1,100}$/)
        .optional(),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .email()
        .max(254)
        .optional()
        .openapi({ description: 'The events of the account with this e-mail, and the attempts that typed it.' }),
      from: instant.optional().openapi({ description: 'Events at or after this instant (a day: from its start, UTC).' }),
      to: instant.optional().openapi({ description: 'Events at or before this instant (a day: to its end, UTC).' }),
    }),
  },
  responses: {
    200: jsonAnswer('One page of events, newest first', z.array(EventSchema), totalCountHeader('Events matching the filters, all pages.')),
    ...errorResponses(400, 401, 403),
  },
});

export function registerSecurityLogRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(securityLogRoute, async (context) => {
    if (signedInOf(context).role !== 'super_administrator') throw problems.forbidden();
    const query = context.req.valid('query');
    const start = Number(query._start ?? 0);
    const limit = Math.max(0, Math.min(Number(query._end ?? start + DEFAULT_PAGE_SIZE) - start, MAX_PAGE_SIZE));
    const filter: Filter = Object.fromEntries(Object.entries({ kind: query.kind, userId: query.userId }).filter(([, value]) => value !== undefined));
    const { store } = context.get('deps');
    if (query.email) {
      // The account's own events, and the attempts that typed its address (unknown accounts keep only that).
      const account = await store.collection('users').findOne({ 'contactDetails.email': query.email });
      filter.$or = [{ identifier: query.email }, ...(account ? [{ userId: account._id }] : [])];
    }
    const at: Record<string, string> = {};
    if (query.from) at.$gte = boundOf(query.from, 'start');
    if (query.to) at.$lte = boundOf(query.to, 'end');
    if (Object.keys(at).length > 0) filter.at = at;
    const { documents, total } = await store.collection(SECURITY_LOG_COLLECTION).findPage(filter, { sort: { at: -1, _id: -1 }, skip: start, limit });
    const userIds = [...new Set(documents.map((event) => event.userId).filter((id): id is string => typeof id === 'string'))];
    const names =
      userIds.length === 0
        ? {}
        : await labelsOf(
            { store, ability: signedInOf(context).ability, language: requestLanguage(context) },
            userIds.map((id) => ({ resource: 'users', id })),
          );
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
        userName: typeof event.userId === 'string' ? (names.users?.[event.userId] ?? null) : null,
      })),
      200,
    );
  });
}
