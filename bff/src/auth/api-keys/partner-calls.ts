import type { MiddlewareHandler } from 'hono';
import { rateLimiter, type RateLimitInfo } from 'hono-rate-limiter';
import { ERROR_MESSAGES } from '@binome/schema';
import type { AppDependencies, AppEnv } from '../../http/context.ts';
import { Problem, problems } from '../../http/problems.ts';
import { recordSecurityEvent } from '../../audit/security-log.ts';
import { isResourceRoute } from '../../resources/resource-route-match.ts';
import { throttleRateLimitStore } from '../throttle-rate-limit-store.ts';

/**
 * What a partner key's call goes through once the key is known (`loadSignedIn`): its own rate limit, then the
 * generated resource routes only. Sessions (the staff app, the family app) are never counted here, so a partner's
 * use never slows a person down, and one key's use never another's. Every call is counted, refused ones included,
 * so that a partner's script cannot hammer the routes it may not use.
 */
export function partnerCalls(deps: AppDependencies): MiddlewareHandler<AppEnv> {
  const limiter = rateLimiter<AppEnv>({
    // A minute; how many calls is configuration (`API_KEY_LIMIT_PER_MINUTE`), and so is the window's length, for tests.
    windowMs: deps.env.API_KEY_WINDOW_SECONDS * 1000,
    limit: deps.env.API_KEY_LIMIT_PER_MINUTE,
    // `RateLimit` and `RateLimit-Policy` as the IETF draft names them, and `Retry-After` on a 429.
    standardHeaders: 'draft-7',
    keyGenerator: (context) => context.get('signedIn')!.userId,
    store: throttleRateLimitStore(deps.store, deps.now),
    // The library types the handler as returning void, but returns its result from the middleware, so the promise
    // (and the Problem it rejects with) reaches Hono's error handler.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    handler: async (context) => {
      const info = (context.get as (key: string) => RateLimitInfo)('rateLimit');
      // Logged once per window, when the key first goes over (as the per-address limit does).
      if (info.used === info.limit + 1)
        await recordSecurityEvent(context, { kind: 'rateLimited', userId: context.get('signedIn')!.userId, details: { limit: info.limit } });
      throw new Problem(429, 'rateLimited', ERROR_MESSAGES.rateLimited);
    },
  });
  return async (context, next) => {
    if (context.get('signedIn')?.role !== 'partner') return next();
    await limiter(context, async () => {
      if (!isResourceRoute(context.req.method, context.req.path)) throw problems.forbidden();
      await next();
    });
  };
}
