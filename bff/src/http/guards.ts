import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context.ts';
import { problems } from './problems.ts';
import { hasNoBody } from './bodyless-methods.ts';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The one route whose body is not JSON: a volunteer's document, `multipart/form-data`, streamed to the blob store
 * and bounded by its own count (25 MB) as it streams (features/documents).
 */
export const isUpload = (method: string, path: string) => method === 'POST' && path === '/v1/documents';

const limitJsonBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw problems.payloadTooLarge();
  },
});

/** Bodies over 1 MB are refused before they are read in full (the upload counts its own). */
export const limitBody: MiddlewareHandler<AppEnv> = async (context, next) => {
  const method = context.req.method;
  return hasNoBody(method) || isUpload(method, context.req.path) ? next() : limitJsonBody(context, next);
};

/** Routes that change state without a body. */
const isBodyless = (path: string) =>
  path === '/v1/auth/logout' || /^\/v1\/users\/[^/]+\/temporary-password$/.test(path) || /^\/v1\/[\w-]+\/[^/]+\/invitation$/.test(path);

/**
 * Bodies are JSON only: a write without `application/json` is a 415, so no request can skip validation by leaving
 * out its Content-Type (and no HTML form from another site can post to us).
 */
export const requireJson: MiddlewareHandler<AppEnv> = async (context, next) => {
  const method = context.req.method;
  if ((method === 'POST' || method === 'PATCH' || method === 'PUT') && !isBodyless(context.req.path)) {
    const type = context.req.header('content-type') ?? '';
    // The upload takes `multipart/form-data` only; a cross-site form cannot send it unnoticed (Origin check, csrf.ts).
    if (isUpload(method, context.req.path)) {
      if (!/^multipart\/form-data\s*;/i.test(type)) throw problems.unsupportedMediaType();
      return next();
    }
    if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) throw problems.unsupportedMediaType();
  }
  await next();
};
