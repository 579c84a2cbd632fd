import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { problems } from './problems.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Bodies over 1 MB are refused before they are read in full. */
export const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw problems.payloadTooLarge();
  },
});

/** Routes that change state without a body. */
const isBodyless = (path: string) => path === '/v1/auth/logout' || /^\/v1\/users\/[^/]+\/temporary-password$/.test(path) || /^\/v1\/[\w-]+\/[^/]+\/invitation$/.test(path);

/**
 * Bodies are JSON only: a write without `application/json` is a 415, so no request can skip validation by leaving
 * out its Content-Type (and no HTML form from another site can post to us).
 */
export const requireJson: MiddlewareHandler<AppEnv> = async (context, next) => {
  const method = context.req.method;
  if ((method === 'POST' || method === 'PATCH' || method === 'PUT') && !isBodyless(context.req.path)) {
    const type = context.req.header('content-type') ?? '';
    if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) throw problems.unsupportedMediaType();
  }
  await next();
};
