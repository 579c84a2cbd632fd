import type { Context } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import type { RequestMetrics } from '../../http/metrics.ts';
import { problems } from '../../http/problems.ts';
import { recordSecurityEvent } from '../../audit/security-log.ts';
import { metricsRoute } from './metrics.routes.ts';
import { queueGauges, sameToken } from './metrics.operations.ts';

export const METRICS_PATH = '/v1/metrics';

/** The bearer token of a scrape, if the request carries one. */
export function bearerTokenOf(context: Context<AppEnv>): string | undefined {
  const header = context.req.header('authorization');
  const match = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

/** A scrape with a bearer token is let past the session gate: the metrics route checks the token itself. */
export const isMetricsScrape = (context: Context<AppEnv>) => context.req.path === METRICS_PATH && context.req.header('authorization') !== undefined;

export function registerMetricsRoutes(app: OpenAPIHono<AppEnv>, metrics: RequestMetrics): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'metricsToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The scrape token of the `METRICS_TOKEN` setting (for `GET /metrics` only).',
  });
  app.openapi(metricsRoute, async (context) => {
    const deps = context.get('deps');
    if (context.req.header('authorization') !== undefined) {
      const token = bearerTokenOf(context);
      const expected = deps.env.METRICS_TOKEN;
      // Unset, no token opens the metrics; a wrong one is refused like a wrong password, and logged.
      if (!token || !expected || !(await sameToken(token, expected))) {
        await recordSecurityEvent(context, { kind: 'accessRefused', details: { reason: 'metricsToken' } });
        throw problems.unauthorized();
      }
    } else {
      const signedIn = context.get('signedIn');
      if (!signedIn) throw problems.unauthorized();
      if (signedIn.role !== 'super_administrator') throw problems.forbidden();
    }
    const text = metrics.render(await queueGauges(deps.store, deps.now()));
    return context.body(text, 200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', 'cache-control': 'no-store' });
  });
}
