import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './context.ts';
import { problems } from './problems.ts';

/**
 * A path under /v1 that no API route serves (`/v1/doesnotexist`) is the JSON 404 problem, for everyone: it must
 * not fall through to the web apps, whose catch-all would answer a signed-in browser with a page and a 200. The
 * API's middlewares are routes for every method (`ALL`); a route of the API proper names a method.
 */
export const refuseUnknownPaths: MiddlewareHandler<AppEnv> = async (context, next) => {
  const served = matchedRoutes(context).some((route) => route.method !== 'ALL' && (route.path === '/v1' || route.path.startsWith('/v1/')));
  if (!served) throw problems.notFound();
  await next();
};
