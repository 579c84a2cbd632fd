import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@binome/schema';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { confirmReportRoute, reviewQueueRoute, sendBackReportRoute } from './report-review.routes.ts';
import { confirmReport, reviewQueue, sendReportBack } from './report-review.ts';

/** The staff's review of reports (issue "Reports"): the queue, confirm, send back with a comment. */
export function registerReportReviewRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(reviewQueueRoute, async (context) => {
    const query = context.req.valid('query');
    const start = Number(query._start ?? 0);
    const end = Math.min(Number(query._end ?? start + DEFAULT_PAGE_SIZE), start + MAX_PAGE_SIZE);
    const answer = await reviewQueue(operationContext(context), context.req.valid('param').kind, start, Math.max(start, end));
    context.header('x-total-count', String(answer.total));
    return context.json(answer, 200);
  });
  app.openapi(confirmReportRoute, async (context) => {
    const { kind, id } = context.req.valid('param');
    return context.json(await confirmReport(operationContext(context), kind, id), 200);
  });
  app.openapi(sendBackReportRoute, async (context) => {
    const { kind, id } = context.req.valid('param');
    return context.json(await sendReportBack(operationContext(context), kind, id, context.req.valid('json').comment), 200);
  });
}
