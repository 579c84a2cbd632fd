import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context.ts';
import { problems } from '../http/problems.ts';

/**
 * The API's documentation page: Scalar's API reference, served from our own origin (its script is read from the
 * installed package, never from a CDN), with its default web fonts turned off, and a content security policy that
 * lets the page reach nothing but this server.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Binôme API</title></head>
<body><div id="api-reference"></div><script src="/v1/docs/api-reference.js"></script><script src="/v1/docs/init.js"></script></body>
</html>`;

const INIT = `Scalar.createApiReference('#api-reference', { url: '/v1/openapi.json', withDefaultFonts: false, hideClientButton: true, telemetry: false });`;

export function registerDocsPage(app: OpenAPIHono<AppEnv>): void {
  app.get('/docs', (context) => {
    context.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return context.html(PAGE);
  });
  app.get('/docs/init.js', (context) => context.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/docs/api-reference.js', async (context) => {
    const script = await context.get('deps').assets?.('api-reference.js');
    if (!script) throw problems.notFound();
    return context.body(script as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
}
