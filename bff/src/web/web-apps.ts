import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { jwtVerify } from 'jose';
import { COOKIE_NAMES, findResourceByPath, isStaffRole, STAFF_PAGES } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { sessionKey } from '../auth/secrets.ts';
import { placeholderPage } from './placeholder-apps.ts';

/** Reads a file of a built web app by its path inside the app's folder; null when there is none. */
export type WebAssetReader = (relativePath: string) => Promise<Uint8Array | null>;

const STAFF_ONLY_PAGES = new Set<string>(Object.values(STAFF_PAGES).filter((path) => path !== '/'));

/** Which app owns a path of section 2: the staff screens belong to the admin app, everything else to the family app. */
export function appForPath(path: string): 'admin' | 'family' {
  return findResourceByPath(path) || STAFF_ONLY_PAGES.has(path) ? 'admin' : 'family';
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
};

/**
 * The web apps on the spec's paths. The family app (public pages, tutors, parents, students) is a single-page
 * app: its hashed assets are served with a long cache, any other path gets its index.html. The admin app's
 * paths, and `/` for staff (known from the signed role hint, never used for access), get the staff app, which is
 * a placeholder until its issue.
 */
export function webApps(readFamilyAsset: WebAssetReader | undefined): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  web.get('*', async (context) => {
    const path = context.req.path;
    if (appForPath(path) === 'admin' || (path === '/' && (await staffHint(context)))) return placeholderPage(context, 'admin');
    if (!readFamilyAsset) return placeholderPage(context, 'family');

    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
    if (extension && extension !== 'html') {
      const asset = await readFamilyAsset(path);
      if (!asset) return context.body('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' });
      const immutable = path.startsWith('/assets/');
      return context.body(asset.slice().buffer as ArrayBuffer, 200, {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }
    const index = await readFamilyAsset('index.html');
    if (!index) return placeholderPage(context, 'family');
    context.header('cache-control', 'no-cache');
    context.header('content-security-policy', contentSecurityPolicy(context));
    context.header('x-content-type-options', 'nosniff');
    context.header('referrer-policy', 'same-origin');
    context.header('x-frame-options', 'DENY');
    return context.html(new TextDecoder().decode(index));
  });
  return web;
}

/** Only our own scripts; the bot check's widget when it is on. */
function contentSecurityPolicy(context: Context<AppEnv>): string {
  const botCheck = context.get('deps').env.BOT_CHECK === 'turnstile' ? ' https://challenges.cloudflare.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${botCheck}`,
    `frame-src 'self'${botCheck}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether the signed role hint names a staff role: only to pick which app's page to send for `/`. */
async function staffHint(context: Context<AppEnv>): Promise<boolean> {
  const token = getCookie(context, COOKIE_NAMES.roleToken);
  if (!token) return false;
  try {
    const deps = context.get('deps');
    const { payload } = await jwtVerify(token, await sessionKey(deps.store, deps.env), { issuer: 'binome', audience: 'role', algorithms: ['HS256'], currentDate: deps.now() });
    return isStaffRole(payload.role);
  } catch {
    return false;
  }
}
