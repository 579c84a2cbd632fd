import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import type { WebAssetReader } from '../../src/web/web-apps.ts';

const HTTPS = { PUBLIC_URL: 'https://binome.example.org' };

/** A built app in memory, with the source map a build would have emitted beside its script. */
function builtApp(files: Record<string, string>): WebAssetReader {
  return async (relativePath) => {
    const file = files[relativePath.replace(/^\//, '')];
    return file === undefined ? null : new TextEncoder().encode(file);
  };
}
const webApps = {
  family: builtApp({
    'index.html': '<!doctype html><html lang="fr"><body><div id="root" data-app="family"></div></body></html>',
    'assets/app-1a2b.js': 'console.log("family app");\n//# sourceMappingURL=app-1a2b.js.map',
    'assets/app-1a2b.js.map': '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["the whole source"]}',
  }),
  admin: builtApp({
    'index.html': '<!doctype html><html lang="fr"><body><div id="root" data-app="staff"></div></body></html>',
    'staff-assets/staff-3c4d.js.map': '{"version":3,"sources":[],"sourcesContent":[]}',
  }),
};

const signIn = (app: TestApp, options: { url?: string; headers?: Record<string, string> } = {}) =>
  app.call('/v1/auth/login', { method: 'POST', body: { email: 'tutor@demo.binome.test', password: TEST_PASSWORD }, ...options });

function expectSecure(response: Response, secure: boolean) {
  expect(response.status).toBe(200);
  const cookies = response.headers.getSetCookie();
  expect(cookies).toHaveLength(3);
  for (const cookie of cookies) expect(/;\s*Secure/i.test(cookie), cookie).toBe(secure);
}

/** Each app signs in the demo accounts, which takes a few seconds on a busy machine: three apps serve every test. */
describe('cookies and headers', { timeout: 60_000 }, () => {
  let app: TestApp;
  let plain: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: HTTPS, webApps });
    plain = await createTestApp({ webApps });
    behindProxy = await createTestApp({ env: { TRUST_PROXY: 'on' } });
  }, 120_000);

  it('makes session cookies Secure when PUBLIC_URL is https, whatever Host the request names (a proxy forwarding to localhost)', async () => {
    expectSecure(await signIn(app), true);
    expectSecure(await signIn(app, { url: 'http://127.0.0.1:8080' }), true);
    const logout = await app.call('/v1/auth/logout', { method: 'POST', cookie: sessionCookieOf(await signIn(app)) });
    expect(logout.headers.getSetCookie()).toHaveLength(3);
    for (const cookie of logout.headers.getSetCookie()) expect(cookie).toMatch(/;\s*Secure/i);
  });

  it('keeps them plain on plain-http localhost (npm start), and a Host header cannot change that', async () => {
    expectSecure(await signIn(plain), false);
    expectSecure(await signIn(plain, { url: 'http://binome.example.org' }), false);
  });

  it('follows X-Forwarded-Proto only behind a trusted proxy', async () => {
    const proxied = { headers: { 'x-forwarded-proto': 'https' } };
    expectSecure(await signIn(behindProxy, proxied), true);
    expectSecure(await signIn(behindProxy), false);
    expectSecure(await signIn(plain, proxied), false);
  });

  it('sends HSTS on pages and API answers when Binôme is served over https, and not on plain http', async () => {
    for (const path of ['/', '/login', '/manage/tutors', '/v1/health', '/v1/me']) {
      expect((await app.call(path)).headers.get('strict-transport-security'), path).toMatch(/max-age=\d{7,}/);
      expect((await plain.call(path)).headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('allows the camera and microphone on the equipment and session pages only', async () => {
    for (const path of ['/tutor/equipment', '/parent/equipment', '/student/equipment', '/session/3f2a9c']) {
      const policy = (await app.call(path)).headers.get('permissions-policy');
      expect(policy, path).toContain('camera=(self)');
      expect(policy, path).toContain('microphone=(self)');
    }
    for (const path of ['/', '/login', '/tutor/account', '/parent/children', '/manage/tutors', '/une/page/inconnue', '/v1/docs', '/v1/me']) {
      const policy = (await app.call(path)).headers.get('permissions-policy');
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
    }
  });

  it('never serves source maps', async () => {
    expect((await app.call('/assets/app-1a2b.js')).status).toBe(200);
    for (const path of ['/assets/app-1a2b.js.map', '/staff-assets/staff-3c4d.js.map']) {
      const response = await app.call(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('sourcesContent');
    }
  });

  it('forbids caching API answers that may carry personal data, errors included', async () => {
    const admin = await app.signIn('super_administrator');
    const tutor = await app.signIn('tutor');
    const answers = {
      me: await app.call('/v1/me', { cookie: tutor }),
      list: await app.call('/v1/students?_start=0&_end=5', { cookie: admin }),
      record: await app.call('/v1/students/demo-student', { cookie: admin }),
      export: await app.call('/v1/students/export.csv', { cookie: admin }),
      audit: await app.call('/v1/audit', { cookie: admin }),
      signIn: await signIn(app),
      refused: await app.call('/v1/students/demo-student'),
      notFound: await app.call('/v1/students/nobody', { cookie: admin }),
    };
    for (const [name, response] of Object.entries(answers)) expect(response.headers.get('cache-control'), name).toBe('no-store');
    expect(answers.refused.status).toBe(401);
  });

  it('lets the public, personal-data-free answers be cached', async () => {
    for (const path of ['/v1/openapi.json', '/v1/i18n/fr', '/v1/resources', '/v1/docs/api-reference.js']) {
      expect((await app.call(path)).headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });
});
