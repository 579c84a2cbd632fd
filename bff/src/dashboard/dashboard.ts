import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { DASHBOARD_CARD_KEYS, dashboardCardsFor, getResource, type DashboardCard } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { errorResponses } from '../http/openapi-common.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { problems } from '../http/problems.ts';
import { accessFilter, readableOnEveryRecord } from '../resources/access.ts';
import { viewFilter } from '../resources/documents.ts';
import type { Filter } from '../store/store.ts';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['Dashboard'],
  security: [{ session: [] }],
  summary: 'Counts for the staff dashboard',
  description:
    'One item per card the user sees, each counting only the records they may read: `[{ _id, count }]`. Tutors, parents, students and sessions count every record; matching the candidates waiting for a tutor (unmatched or partial); reports the class reports to validate (entered or confirmed, not validated).',
  responses: {
    200: {
      description: 'Counts',
      content: { 'application/json': { schema: z.array(z.object({ _id: z.enum(DASHBOARD_CARD_KEYS), count: z.number().int() })).openapi('DashboardCounts') } },
    },
    ...errorResponses(401, 403),
  },
});

/** The fields a card's filter reads (its top-level keys, operators aside). */
const fieldsOf = (where: Filter) => Object.keys(where).filter((key) => !key.startsWith('$'));

export function registerDashboardRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(dashboardRoute, async (context) => {
    const { ability, sessionUser } = signedInOf(context);
    if (!ability.can('read', 'dashboard')) throw problems.forbidden();
    const { store } = context.get('deps');
    const counts: { _id: DashboardCard['key']; count: number }[] = [];
    // The cards the user's dashboard shows (section 2 hides some for the solidarity-tutoring program).
    for (const card of dashboardCardsFor(sessionUser)) {
      const access = accessFilter(ability, 'read', card.resource);
      if (access === null) continue;
      const entity = getResource(card.resource).entity;
      const where = (card.countWhere ?? {}) as Filter;
      // Like a list's filters: a count never tells anything of a field the reader may not see.
      if (!fieldsOf(where).every(readableOnEveryRecord(ability, 'read', entity))) continue;
      counts.push({ _id: card.key, count: await store.collection(entity.collection).count({ $and: [viewFilter(entity), access, where] }) });
    }
    return context.json(counts, 200);
  });
}
