import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@binome/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

/** A built family app in memory: its index page and one hashed script. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html lang="fr"><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>',
  'assets/app-1a2b.js': 'console.log("family app");',
};
const readAsset = async (relativePath: string) => {
  const file = FILES[relativePath.replace(/^\//, '')];
  return file === undefined ? null : new TextEncoder().encode(file);
};

describe('web apps on the paths of section 2', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ webAssets: readAsset });
  });

  it('answers every family path with the app, under a strict content security policy', async () => {
    for (const path of ['/', '/login', '/tutor/register', '/reset-password?token=abc', '/une/page/inconnue']) {
      const response = await app.call(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache and their type, and a missing one as a plain 404', async () => {
    const script = await app.call('/assets/app-1a2b.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await app.call('/assets/missing.js')).status).toBe(404);
  });

  it('gives staff paths to the staff app, and `/` to staff only when the signed role hint says so', async () => {
    expect(await (await app.call('/manage/tutors')).text()).toContain("L'espace équipe");
    const login = await app.call('/v1/auth/login', { method: 'POST', body: { email: 'manager@demo.binome.test', password: TEST_PASSWORD } });
    const roleToken = new RegExp(`${COOKIE_NAMES.roleToken}=([^;]+)`).exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(roleToken).toBeTruthy();
    expect(await (await app.call('/', { cookie: `${COOKIE_NAMES.roleToken}=${roleToken}` })).text()).toContain("L'espace équipe");
    // A hint that is not signed by the server is ignored.
    expect(await (await app.call('/', { cookie: `${COOKIE_NAMES.roleToken}=forged.token.value` })).text()).toContain('<div id="root">');
  });
});
