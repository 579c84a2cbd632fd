import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { jwtVerify } from 'jose';
import { accountPath, COOKIE_NAMES, FAMILY_ROLES, FAMILY_ROUTES, findResourceByPath, isStaffRole, STAFF_PAGES, STAFF_ROLES } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { sessionKey } from '../auth/secrets.ts';
import { placeholderPage } from './placeholder-apps.ts';
import { permissionsPolicyFor } from './permissions-policy.ts';
import { setStrictTransportSecurity } from '../http/transport.ts';
import { errorReportingOrigin, withErrorReportingDsn } from './error-reporting-page.ts';
import type { WebApps } from './web-app-files.ts';
import { assetResponse } from './asset-response.ts';

// The types live apart so that http/context.ts names them without importing this module, which imports it.
export type { WebAssetReader, WebApps } from './web-app-files.ts';

/** The staff app's build keeps its files under this folder, so that they never collide with the family app's. */
const ADMIN_ASSETS = '/staff-assets/';
/** Staff pages that are only staff pages (`/tutorVideo` and `/tutorQuiz` are also tutors' onboarding pages). */
/** Paths of the family app's screens, computed once: every page request asks. */
const FAMILY_PATHS = new Set<string>(['/', ...FAMILY_ROLES.flatMap((role) => FAMILY_ROUTES[role])]);
const STAFF_ONLY_PAGES = new Set<string>(Object.values(STAFF_PAGES).filter((path) => !FAMILY_PATHS.has(path)));
const STAFF_ACCOUNT_PAGES = new Set<string>(STAFF_ROLES.map(accountPath));

/**
 * Which app owns a path of section 2: the staff screens belong to the admin app, everything else to the family
 * app; a path both have (`/`, `/tutorVideo`) goes to the staff app only for staff.
 */
export function appForPath(path: string, staff = false): 'admin' | 'family' {
  if (findResourceByPath(path) || STAFF_ONLY_PAGES.has(path) || STAFF_ACCOUNT_PAGES.has(path)) return 'admin';
  return staff && FAMILY_PATHS.has(path) ? 'admin' : 'family';
}

/**
 * The web apps on the spec's paths. Both are single-page apps: their hashed assets are served with a long cache,
 * any other path gets the index.html of the app that owns it. For a path both apps have, the signed role hint
 * picks the app (it is never used for access: the API checks every call). Without a build, a placeholder page.
 */
export function webApps(apps: WebApps): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  web.get('*', async (context) => {
    const path = context.req.path;
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
    // Source maps would hand out the apps' whole sources: the builds emit none, and none is ever served.
    if (extension === 'map') return context.body('Not found', 404, { 'content-type': 'text/plain; charset=utf-8' });
    if (extension && extension !== 'html') {
      const reader = path.startsWith(ADMIN_ASSETS) ? apps.admin : apps.family;
      return assetResponse(context, reader, path, extension, path.startsWith('/assets/') || path.startsWith(ADMIN_ASSETS));
    }
    const app = appForPath(path, FAMILY_PATHS.has(path) && (await staffHint(context)));
    const index = await apps[app]?.('index.html');
    setPageHeaders(context, path);
    if (!index) return placeholderPage(context, app);
    context.header('cache-control', 'no-cache');
    context.header('content-security-policy', contentSecurityPolicy(context));
    context.header('x-content-type-options', 'nosniff');
    context.header('referrer-policy', 'same-origin');
    context.header('x-frame-options', 'DENY');
    return context.html(withErrorReportingDsn(new TextDecoder().decode(index), context.get('deps').env.SENTRY_DSN));
  });
  return web;
}

/** What every page gets, built or placeholder: https kept to once seen, camera and microphone only where used. */
function setPageHeaders(context: Context<AppEnv>, path: string): void {
  setStrictTransportSecurity(context);
  context.header('permissions-policy', permissionsPolicyFor(path));
}

/** Only our own scripts; the bot check's widget when it is on; error reports to the DSN's host when configured. */
function contentSecurityPolicy(context: Context<AppEnv>): string {
  const { env } = context.get('deps');
  const botCheck = env.BOT_CHECK === 'turnstile' ? ' https://challenges.cloudflare.com' : '';
  const reports = errorReportingOrigin(env.SENTRY_DSN);
  return [
    "default-src 'self'",
    `script-src 'self'${botCheck}`,
    `frame-src 'self'${botCheck}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${reports ? ` ${reports}` : ''}`,
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
    const { payload } = await jwtVerify(token, await sessionKey(deps.store, deps.env), {
      issuer: 'binome',
      audience: 'role',
      algorithms: ['HS256'],
      currentDate: deps.now(),
    });
    return isStaffRole(payload.role);
  } catch {
    return false;
  }
}
