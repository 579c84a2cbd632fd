import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { dashboardCardsFor, getResource } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { errorResponses } from '../http/openapi-common.ts';
import { signedInOf } from '../auth/signed-in.ts';
import { problems } from '../http/problems.ts';
import { accessFilter } from '../resources/access.ts';
import { viewFilter } from '../resources/documents.ts';

/** The staff dashboard's counted cards (section 7): tutors, parents, students, sessions. */
export const DASHBOARD_COUNTED = ['tutors', 'parents', 'students', 'sessions'] as const;

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['Dashboard'],
  security: [{ session: [] }],
  summary: 'Counts for the staff dashboard',
  description: 'One item per counted card the user may read, each counting only the records they may read: `[{ _id, count }]`.',
  responses: {
    200: {
      description: 'Counts',
      content: { 'application/json': { schema: z.array(z.object({ _id: z.enum(DASHBOARD_COUNTED), count: z.number().int() })).openapi('DashboardCounts') } },
    },
    ...errorResponses(401, 403),
  },
});

export function registerDashboardRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(dashboardRoute, async (context) => {
    const { ability, sessionUser } = signedInOf(context);
    if (!ability.can('read', 'dashboard')) throw problems.forbidden();
    const { store } = context.get('deps');
    // The cards the user's dashboard shows (section 2 hides some for the solidarity-tutoring program).
    const shown = new Set(dashboardCardsFor(sessionUser).map((card) => card.key));
    const counts: { _id: (typeof DASHBOARD_COUNTED)[number]; count: number }[] = [];
    for (const name of DASHBOARD_COUNTED.filter((card) => shown.has(card))) {
      const access = accessFilter(ability, 'read', name);
      if (access === null) continue;
      const entity = getResource(name).entity;
      counts.push({ _id: name, count: await store.collection(entity.collection).count({ $and: [viewFilter(entity), access] }) });
    }
    return context.json(counts, 200);
  });
}
