import type { OpenAPIHono } from '@hono/zod-openapi';
import { defaultPeriod } from '@binome/schema/statistics';
import type { AppEnv } from '../../http/context.ts';
import { problems } from '../../http/problems.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { statisticsRoute } from './statistics.routes.ts';
import { statisticsOf } from './statistics-figures.ts';

/** The statistics screen (issue "Reports, attendance, statistics"): every figure in one answer. */
export function registerStatisticsRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(statisticsRoute, async (context) => {
    const operation = operationContext(context);
    if (!operation.signedIn.ability.can('read', 'statistics')) throw problems.forbidden();
    const query = context.req.valid('query');
    const fallback =
      query.from && query.to ? undefined : defaultPeriod((await operation.store.collection('scholarYears').find({}, { limit: 50 })) as never, operation.now);
    const period = { from: query.from ?? fallback!.from, to: query.to ?? fallback!.to };
    // A period given by one end only keeps the other from the scholar year, unless that turns it upside down.
    if (period.from > period.to) throw problems.badQuery([{ path: query.from ? 'to' : 'from', message: 'validation.endBeforeStart' }]);
    return context.json(await statisticsOf(operation, { program: query.program, department: query.department, period }), 200);
  });
}
