import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem } from '../http/problems.ts';
import { isPublic } from '../http/public-paths.ts';
import { clientAddressOf, recordSecurityEvent } from '../audit/security-log.ts';
import { countEvent, secondsUntil } from './throttle.ts';
import { ADDRESS_WINDOW_MS } from './limits.ts';

/**
 * Probes are not counted: monitors and load balancers call them every few seconds from one address, and a limited
 * probe would take a healthy replica out of rotation. They read no store record and answer no personal data.
 */
const UNCOUNTED_PATHS = new Set(['/v1/health', '/v1/ready']);

/** Whether a path under /v1 is limited per address (the OpenAPI document gives those their 429). */
export const isLimitedPerAddress = (path: string) => isPublic(path) && !UNCOUNTED_PATHS.has(path);

/**
 * Per-address limit on every public route (what answers without a session), counted in the store so that replicas
 * share it. Writes (sign-in, registration, codes, recovery, data deletion requests) and reads (translations,
 * the registration page polling every 3 s) are counted apart, so that polling never stops a sign-in. Generous
 * (schools and families share addresses); what stops password guessing is the lockout per identifier and address,
 * and the pace per identifier across addresses (`sign-in-guard.ts`).
 */
export const limitPublicPerAddress: MiddlewareHandler<AppEnv> = async (context, next) => {
  const path = context.req.path;
  const address = isLimitedPerAddress(path) ? clientAddressOf(context) : undefined;
  if (address) {
    const deps = context.get('deps');
    const reading = context.req.method === 'GET' || context.req.method === 'HEAD';
    const limit = reading ? deps.env.PUBLIC_READ_LIMIT_PER_ADDRESS : deps.env.AUTH_LIMIT_PER_ADDRESS;
    const now = deps.now();
    // A store that cannot count must not turn a public read into an error (the pages that poll would show a
    // failure while the server only waits for its database): reads go on uncounted; writes need the store anyway.
    const window = await countEvent(deps.store, `${reading ? 'address-read' : 'address'}:${address}`, ADDRESS_WINDOW_MS, now).catch((error: unknown) => {
      if (!reading) throw error;
      deps.log.error('Per-address limit not counted', { error: String(error) });
      return undefined;
    });
    if (window && window.count > limit) {
      if (window.count === limit + 1) await recordSecurityEvent(context, { kind: 'rateLimited', details: { address, reading } });
      context.header('retry-after', String(secondsUntil(window.resetsAt, now)));
      throw new Problem(429, 'rateLimited', ERROR_MESSAGES.rateLimited);
    }
  }
  await next();
};
