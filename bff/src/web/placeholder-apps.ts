import { Hono } from 'hono';
import { findResourceByPath, STAFF_PAGES } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';

const STAFF_ONLY_PAGES = new Set<string>(Object.values(STAFF_PAGES).filter((path) => path !== '/'));

/** Which app owns a path of section 2: the staff screens belong to the admin app, everything else to the family app. */
export function appForPath(path: string): 'admin' | 'family' {
  return findResourceByPath(path) || STAFF_ONLY_PAGES.has(path) ? 'admin' : 'family';
}

/**
 * The two web apps' paths, answered by a placeholder page until the apps exist: the server already owns every
 * path of the spec, and the page points to what works today (the API and its documentation).
 */
export function placeholderApps(): Hono<AppEnv> {
  const web = new Hono<AppEnv>();
  web.get('*', (context) => {
    const app = appForPath(context.req.path);
    const title = app === 'admin' ? "L'espace équipe de Binôme" : "L'espace familles de Binôme";
    return context.html(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
        `<h1>${title}</h1><p>Cet écran arrive bientôt. En attendant, l'API répond sous <a href="/v1/docs">/v1</a> (documentation).</p>` +
        `<p lang="en">This screen is coming soon. Meanwhile the API answers under <a href="/v1/docs">/v1</a> (documentation).</p></body></html>`,
    );
  });
  return web;
}
