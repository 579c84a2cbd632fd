import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/boot/start.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { ORIGIN, sessionCookieOf, TEST_PASSWORD } from '../support/test-app.ts';

/** Every directory and file below `directory`, with its permission bits in octal ('700', '600'). */
async function modesBelow(directory: string): Promise<Map<string, string>> {
  const modes = new Map<string, string>([['.', ((await lstat(directory)).mode & 0o777).toString(8)]]);
  for (const entry of await readdir(directory, { recursive: true })) {
    modes.set(entry, ((await lstat(path.join(directory, entry))).mode & 0o777).toString(8));
  }
  return modes;
}

/** What is not owner-only: directories other than 700, files other than 600. */
async function openToOthers(directory: string): Promise<string[]> {
  const open: string[] = [];
  for (const [entry, mode] of await modesBelow(directory)) {
    const isDirectory = (await lstat(path.join(directory, entry))).isDirectory();
    if (mode !== (isDirectory ? '700' : '600')) open.push(`${entry} ${mode}`);
  }
  return open;
}

/**
 * Data at rest: the data directory holds password hashes, the session secret and minors' records, so only the
 * server's account may read it, whatever the process umask (tests run with the usual 022).
 */
describe('data at rest', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });
  const env = readEnv({ LOG_LEVEL: 'silent', DEMO_PASSWORD: TEST_PASSWORD });

  it('creates the data directory 0700 and every file 0600: store files, the session secret, compacted files, the outbox', { timeout: 120_000 }, async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'binome-at-rest-'));
    directories.push(parent);
    const dataDirectory = path.join(parent, 'data');
    const { app, close } = await startServer({ env, dataDirectory, log: silentLogger });

    const login = await app.request(`${ORIGIN}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'super_administrator@demo.binome.test', password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookieOf(login);
    const created = await app.request(`${ORIGIN}/v1/establishments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ establishmentName: 'Collège au repos', typeOfEstablishment: 'middle' }),
    });
    expect(created.status).toBe(201);
    const code = await app.request(`${ORIGIN}/v1/auth/phone/send-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: '06 12 34 56 78' }),
    });
    expect(code.status).toBe(202);
    // Closing compacts every file: nedb writes a new copy and renames it over the old one.
    await close();

    const modes = await modesBelow(dataDirectory);
    for (const file of ['settings.db', 'credentials.db', 'sessions.db', 'users.db', 'audit.db', 'securityEvents.db', 'outbox'])
      expect([...modes.keys()]).toContain(file);
    expect([...modes.keys()].some((entry) => entry.startsWith(`outbox${path.sep}`))).toBe(true);
    expect(await openToOthers(dataDirectory)).toEqual([]);
  });

  it('tightens at start what an earlier version left readable by others', { timeout: 120_000 }, async () => {
    const dataDirectory = await mkdtemp(path.join(tmpdir(), 'binome-at-rest-'));
    directories.push(dataDirectory);
    await mkdir(path.join(dataDirectory, 'outbox'));
    await writeFile(path.join(dataDirectory, 'settings.db'), `${JSON.stringify({ _id: 'sessionSecret', value: 'x'.repeat(64) })}\n`);
    await writeFile(path.join(dataDirectory, 'outbox', 'old-mail.txt'), 'To: someone@example.org\n');
    await chmod(path.join(dataDirectory, 'settings.db'), 0o644);
    await chmod(path.join(dataDirectory, 'outbox', 'old-mail.txt'), 0o644);
    await chmod(path.join(dataDirectory, 'outbox'), 0o755);
    await chmod(dataDirectory, 0o755);

    const { close } = await startServer({ env: readEnv({ LOG_LEVEL: 'silent', DEMO_DATA: 'off' }), dataDirectory, log: silentLogger });
    try {
      expect(await openToOthers(dataDirectory)).toEqual([]);
    } finally {
      await close();
    }
  });
});
