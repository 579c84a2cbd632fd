import { beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@binome/schema';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import type { WebAssetReader } from '../../src/web/web-apps.ts';

/** A built app in memory: its index page and one hashed script. */
function builtApp(files: Record<string, string>): WebAssetReader {
  return async (relativePath) => {
    const file = files[relativePath.replace(/^\//, '')];
    return file === undefined ? null : new TextEncoder().encode(file);
  };
}
const family = builtApp({
  'index.html':
    '<!doctype html><html lang="fr"><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root" data-app="family"></div></body></html>',
  'assets/app-1a2b.js': 'console.log("family app");',
});
const admin = builtApp({
  'index.html':
    '<!doctype html><html lang="fr"><head><script type="module" src="/staff-assets/staff-3c4d.js"></script></head><body><div id="root" data-app="staff"></div></body></html>',
  'staff-assets/staff-3c4d.js': 'console.log("staff app");',
});

async function roleHintOf(app: TestApp, role: string): Promise<string> {
  const login = await app.call('/v1/auth/login', { method: 'POST', body: { email: `${role}@demo.binome.test`, password: TEST_PASSWORD } });
  const token = new RegExp(`${COOKIE_NAMES.roleToken}=([^;]+)`).exec(login.headers.get('set-cookie') ?? '')?.[1];
  expect(token).toBeTruthy();
  return `${COOKIE_NAMES.roleToken}=${token}`;
}

describe('web apps on the paths of section 2', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ webApps: { family, admin } });
  });

  it('answers every family path with the family app, under a strict content security policy', async () => {
    for (const path of ['/', '/login', '/tutor/register', '/reset-password?token=abc', '/une/page/inconnue', '/tutorVideo']) {
      const response = await app.call(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('data-app="family"');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers the staff paths with the staff app, whoever asks (the app itself sends strangers to /login)', async () => {
    for (const path of [
      '/manage/tutors',
      '/manage/establishments/edit/abc',
      '/setup/scholar-year',
      '/statistiques',
      '/profile/collaborators',
      '/manager/account',
    ]) {
      expect(await (await app.call(path)).text(), path).toContain('data-app="staff"');
    }
  });

  it('serves each app’s hashed assets with a long cache and their type, and a missing one as a plain 404', async () => {
    const script = await app.call('/assets/app-1a2b.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await (await app.call('/staff-assets/staff-3c4d.js')).text()).toContain('staff app');
    expect((await app.call('/assets/missing.js')).status).toBe(404);
    expect((await app.call('/staff-assets/app-1a2b.js')).status).toBe(404);
  });

  it('gives `/` and the shared onboarding paths to staff only when the signed role hint says so', async () => {
    const manager = await roleHintOf(app, 'manager');
    expect(await (await app.call('/', { cookie: manager })).text()).toContain('data-app="staff"');
    expect(await (await app.call('/tutorVideo', { cookie: manager })).text()).toContain('data-app="staff"');
    const tutor = await roleHintOf(app, 'tutor');
    expect(await (await app.call('/tutorVideo', { cookie: tutor })).text()).toContain('data-app="family"');
    // A hint that is not signed by the server is ignored.
    expect(await (await app.call('/', { cookie: `${COOKIE_NAMES.roleToken}=forged.token.value` })).text()).toContain('data-app="family"');
  });

  it('shows a placeholder page for an app that is not built', async () => {
    const bare = await createTestApp();
    expect(await (await bare.call('/manage/tutors')).text()).toContain("L'espace équipe");
  });
});
