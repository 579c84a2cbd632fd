import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context.ts';
import type { RequestMetrics } from './metrics.ts';

/** The label of requests no API route served (unknown paths, refused methods): one series, whatever was asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Paths whose last segment is a secret (a calendar feed, a certificate's code): the log shows their pattern. */
const SECRET_IN_PATH = /^\/v1\/(calendar\/feeds|verify)\//;

/** Probes that a proxy and the container ask every few seconds: logged at debug only, when they succeed. */
const PROBES = new Set(['/v1/health', '/v1/ready']);

/** The pattern of the API route that answered (`/v1/sessions/:id`), as the router matched it. */
export function routePatternOf(context: Context<AppEnv>): string {
  // Middlewares are routes for every method (`ALL`); the first route of the API proper that matched is the one
  // that answered (routes are tried in the order they were registered).
  const route = matchedRoutes(context).find((candidate) => candidate.method !== 'ALL' && candidate.path.startsWith('/v1/'));
  return route?.path ?? UNMATCHED_ROUTE;
}

/**
 * Times every API request, counts it in the app's metrics and writes one access log line with its request id
 * (`X-Request-Id`, set just before), method, path, status and duration in milliseconds. Runtime-neutral: only
 * `performance.now()` and the context.
 */
export function observeRequests(metrics: RequestMetrics): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const route = routePatternOf(context);
      // An error that escaped every handler is answered 500 by the app's error handler.
      const status = context.res?.status ?? 500;
      const method = context.req.method;
      metrics.observe({ method, route, status, seconds });
      const path = SECRET_IN_PATH.test(context.req.path) ? route : context.req.path;
      const entry = { requestId: context.get('requestId'), method, path, route, status, duration: Math.round(seconds * 10_000) / 10 };
      const { log } = context.get('deps');
      if (PROBES.has(context.req.path) && status < 400) log.debug?.('request', entry);
      else log.info('request', entry);
    }
  };
}
