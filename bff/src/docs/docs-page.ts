import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context.ts';
import { problems } from '../http/problems.ts';

/**
 * The API's documentation page: Scalar's API reference, served from our own origin (its script is read from the
 * installed package, never from a CDN), with its default web fonts turned off, and a content security policy that
 * lets the page reach nothing but this server.
 *
 * The mount point must not have the id `api-reference`: the standalone bundle, as it loads, mounts a second
 * reference with its default configuration on any element of that id (its HTML API), and that one loads the
 * fonts from fonts.scalar.com and shows the outside AI and MCP buttons whatever our configuration says.
 * Scalar shows the agent ("Ask AI"), the MCP generator and its developer tools by default when the page is on
 * localhost: each is turned off by its own key (`agent.disabled`, `mcp.disabled`, `showDeveloperTools`).
 * The empty icon keeps the browser from asking for /favicon.ico, which this server does not have (a 404 in the
 * console).
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Binôme API</title><link rel="icon" href="data:,"></head>
<body><div id="binome-api-reference"></div><script src="/v1/docs/api-reference.js"></script><script src="/v1/docs/init.js"></script></body>
</html>`;

const CONFIGURATION = {
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
};

const INIT = `Scalar.createApiReference('#binome-api-reference', ${JSON.stringify(CONFIGURATION)});`;

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
