import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES } from '@binome/schema';
import type { AppEnv } from './context.ts';
import { Problem } from './problems.ts';
import { publicUrlOf } from '../env.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site. Browsers say where a request
 * comes from (`Sec-Fetch-Site`, and `Origin` on every POST); requests without either are not from a browser page
 * (a partner's server, curl) and cannot carry a victim's cookies by accident. Together with SameSite=Lax cookies
 * and JSON-only bodies (no HTML form can send `application/json`), this closes CSRF.
 */
export const refuseCrossSite: MiddlewareHandler<AppEnv> = async (context, next) => {
  if (STATE_CHANGING.has(context.req.method)) {
    const fetchSite = context.req.header('sec-fetch-site');
    const origin = context.req.header('origin');
    const allowed = new Set([publicUrlOf(context.get('deps').env), new URL(context.req.url).origin]);
    if ((fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') || (origin !== undefined && !allowed.has(origin))) {
      throw new Problem(403, 'crossSiteRequest', ERROR_MESSAGES.crossSiteRequest);
    }
  }
  await next();
};
