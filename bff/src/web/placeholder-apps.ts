import type { Context } from 'hono';
import type { AppEnv } from '../http/context.ts';

/**
 * The page of an app that is not built yet (the staff app until its issue, or the family app when its build is
 * missing): the server already owns every path of the spec, and the page points to what works today.
 */
export function placeholderPage(context: Context<AppEnv>, app: 'admin' | 'family'): Response {
  const title = app === 'admin' ? "L'espace équipe de Binôme" : "L'espace familles de Binôme";
  return context.html(
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
      `<h1>${title}</h1><p>Cet écran arrive bientôt. En attendant, l'API répond sous <a href="/v1/docs">/v1</a> (documentation).</p>` +
      `<p lang="en">This screen is coming soon. Meanwhile the API answers under <a href="/v1/docs">/v1</a> (documentation).</p>` +
      // Signed-in staff land here after sign-in: they can at least sign out.
      `<p><button type="button" onclick="fetch('/v1/auth/logout',{method:'POST',credentials:'same-origin'}).finally(function(){location.assign('/login')})">Se déconnecter / Sign out</button></p>` +
      `</body></html>`,
  );
}
