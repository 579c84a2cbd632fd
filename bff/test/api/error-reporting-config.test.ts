import { describe, expect, it } from 'vitest';
import { ERROR_REPORTING_META } from '@binome/schema/monitoring';
import { readEnv } from '../../src/env.ts';
import type { WebAssetReader } from '../../src/web/web-apps.ts';
import { createTestApp } from '../support/test-app.ts';

const page =
  (app: string): WebAssetReader =>
  async (relativePath) =>
    relativePath.replace(/^\//, '') === 'index.html'
      ? new TextEncoder().encode(`<!doctype html><html><head><script type="module" src="/assets/a.js"></script></head><body data-app="${app}"></body></html>`)
      : null;
const webApps = { family: page('family'), admin: page('staff') };
const DSN = 'https://0123abcd@errors.example.org/42';

/** The DSN reaches the browsers at run time, in the pages the server serves: never built into the apps. */
describe('error reporting configuration', () => {
  it("writes SENTRY_DSN into both apps' pages and allows its origin in connect-src", async () => {
    const app = await createTestApp({ env: { SENTRY_DSN: DSN }, webApps });
    for (const path of ['/login', '/tutors']) {
      const response = await app.call(path);
      expect(await response.text(), path).toContain(`<meta name="${ERROR_REPORTING_META}" content="${DSN}"></head>`);
      expect(response.headers.get('content-security-policy')).toContain("connect-src 'self' https://errors.example.org;");
    }
  });

  it('without SENTRY_DSN: no meta tag, connect-src only to the server', async () => {
    const app = await createTestApp({ webApps });
    const response = await app.call('/login');
    expect(await response.text()).not.toContain(ERROR_REPORTING_META);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('refuses a SENTRY_DSN that is not a DSN, and takes an empty one as unset', () => {
    for (const wrong of [
      'errors.example.org',
      'https://errors.example.org/42',
      'https://key@errors.example.org/',
      'ftp://key@errors.example.org/42',
      'https://key@errors.example.org/42?x=1',
      'https://key@errors.example.org/42"><script>',
    ])
      expect(() => readEnv({ SENTRY_DSN: wrong }), wrong).toThrow(/SENTRY_DSN/);
    expect(readEnv({ SENTRY_DSN: ' ' }).SENTRY_DSN).toBeUndefined();
    expect(readEnv({ SENTRY_DSN: 'http://key@127.0.0.1:4567/1' }).SENTRY_DSN).toBe('http://key@127.0.0.1:4567/1');
  });
});
