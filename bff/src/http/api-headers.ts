import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { DENY_ALL_POLICY } from '../web/permissions-policy.ts';
import { reachedOverHttps, STRICT_TRANSPORT_SECURITY } from './transport.ts';
import { isPublicStatic } from './public-paths.ts';

/**
 * Headers of every API answer, errors included: HSTS when reached over https, no camera or microphone for the
 * docs page, and `Cache-Control: no-store` on everything that may carry personal data (records, lists, exports,
 * the signed-in person, sign-in answers), so that no browser or shared cache keeps a copy.
 */
export const apiHeaders: MiddlewareHandler<AppEnv> = async (context, next) => {
  await next();
  const headers = context.res.headers;
  if (reachedOverHttps(context)) headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  headers.set('permissions-policy', DENY_ALL_POLICY);
  if (!isPublicStatic(context.req.path)) headers.set('cache-control', 'no-store');
};
