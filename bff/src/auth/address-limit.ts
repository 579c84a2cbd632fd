import type { MiddlewareHandler } from 'hono';
import { ERROR_MESSAGES } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem } from '../http/problems.ts';
import { clientAddressOf, recordSecurityEvent } from '../audit/security-log.ts';
import { countEvent, secondsUntil } from './throttle.ts';
import { ADDRESS_WINDOW_MS } from './limits.ts';

/**
 * Per-address limit on the sign-in, registration, code and recovery forms (POST /v1/auth/*), counted in the store
 * so that replicas share it. Generous (schools and families share addresses); what stops password guessing is the
 * lockout per identifier and address, and the pace per identifier across addresses (`sign-in-guard.ts`).
 */
export const limitAuthPerAddress: MiddlewareHandler<AppEnv> = async (context, next) => {
  const address = context.req.method === 'POST' ? clientAddressOf(context) : undefined;
  if (address) {
    const deps = context.get('deps');
    const now = deps.now();
    const window = await countEvent(deps.store, `address:${address}`, ADDRESS_WINDOW_MS, now);
    if (window.count > deps.env.AUTH_LIMIT_PER_ADDRESS) {
      if (window.count === deps.env.AUTH_LIMIT_PER_ADDRESS + 1) await recordSecurityEvent(context, { kind: 'rateLimited', details: { address } });
      context.header('retry-after', String(secondsUntil(window.resetsAt, now)));
      throw new Problem(429, 'rateLimited', ERROR_MESSAGES.rateLimited);
    }
  }
  await next();
};
