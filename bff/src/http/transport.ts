import type { Context } from 'hono';
import type { Env } from '../env.ts';
import type { AppEnv } from './context.ts';

/**
 * Browsers keep to https for a year once they have seen it. Not `includeSubDomains`: Binôme may live on the
 * association's own domain, whose other sites are not ours to decide for.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether people reach Binôme over https. The configuration says so (`PUBLIC_URL`), never the request's Host
 * header, which the client writes; behind a reverse proxy (`TRUST_PROXY=on`) the proxy's `X-Forwarded-Proto`
 * counts too. Plain http on the local machine, as `npm start` serves it, stays plain.
 */
export function reachedOverHttps(context: Context<AppEnv>): boolean {
  const { env } = context.get('deps');
  if (publicUrlIsHttps(env)) return true;
  return env.TRUST_PROXY === 'on' && context.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function publicUrlIsHttps(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return env.PUBLIC_URL?.toLowerCase().startsWith('https:') ?? false;
}

/** HSTS on every answer reached over https; over plain http browsers ignore it, so it is not sent. */
export function setStrictTransportSecurity(context: Context<AppEnv>): void {
  if (reachedOverHttps(context)) context.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}
