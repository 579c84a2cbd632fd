import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setPassword } from '../../src/auth/credentials.ts';
import { SETTINGS_COLLECTION } from '../../src/auth/secrets.ts';
import { EMAIL_MIGRATION_ID } from '../../src/boot/normalise-emails.ts';
import { startServer } from '../../src/boot/start.ts';
import { readEnv } from '../../src/env.ts';
import type { Logger } from '../../src/http/context.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import type { StoredDocument } from '../../src/store/store.ts';
import { ORIGIN, TEST_PASSWORD } from '../support/test-app.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');

/** A user as an older release stored it: the e-mail as typed, in mixed case. */
const userWith = (id: string, userRole: string, email: string): StoredDocument => ({
  _id: id,
  userId: id,
  userRole,
  status: userRole === 'prospectLead' ? 'pending' : 'active',
  contactDetails: { firstName: 'Camille', lastName: 'Perrin', email },
  isEmailVerified: true,
  hasChangedPassword: true,
  createdAt: NOW.toISOString(),
  updatedAt: NOW.toISOString(),
});

/** Writes the users straight into an embedded store on disk, with the test password, as a store left by an older release. */
async function storeOnDiskWith(directory: string, users: StoredDocument[]): Promise<void> {
  const store = await createEmbeddedStore({ directory });
  await store.collection('users').insertMany(users);
  for (const user of users) await setPassword(store, user._id, TEST_PASSWORD, NOW);
  await store.close();
}

function recordingLogger() {
  const errors: { message: string; details?: Record<string, unknown> }[] = [];
  const log: Logger = { info: () => undefined, error: (message, details) => errors.push({ message, ...(details && { details }) }) };
  return { log, errors };
}

async function start(directory: string, log: Logger) {
  return startServer({ env: readEnv({ LOG_LEVEL: 'silent', DEMO_DATA: 'off', DATA_DIR: directory }), dataDirectory: directory, log });
}

const signIn = (server: Awaited<ReturnType<typeof start>>, email: string) =>
  server.app.request(`${ORIGIN}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });

const emailsOf = async (server: Awaited<ReturnType<typeof start>>) =>
  Object.fromEntries(
    (await server.store.collection('users').find({}, { sort: { _id: 1 } })).map((user) => [user._id, (user.contactDetails as { email: string }).email]),
  );

describe('e-mails stored by older releases in mixed case', () => {
  let directory = '';
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('are lower-cased once at start, so the demo prospectLead signs in with the address as typed', { timeout: 60_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-emails-'));
    await storeOnDiskWith(directory, [
      userWith('demo-prospectLead', 'prospectLead', 'prospectLead@demo.binome.test'),
      userWith('demo-parentProspect', 'parentProspect', ' parentProspect@Demo.Binome.test '),
      // A parent and a child sharing one exact address is allowed, and stays shared.
      userWith('shared-parent', 'parent', 'Famille.Roussel@example.org'),
      userWith('shared-child', 'student', 'Famille.Roussel@example.org'),
      userWith('already-normal', 'tutor', 'tutor@example.org'),
    ]);
    const { log, errors } = recordingLogger();
    let server = await start(directory, log);
    close = server.close;

    expect((await signIn(server, 'prospectLead@demo.binome.test')).status).toBe(200);
    expect((await signIn(server, 'PARENTPROSPECT@demo.binome.test')).status).toBe(200);
    expect(await emailsOf(server)).toEqual({
      'already-normal': 'tutor@example.org',
      'demo-parentProspect': 'parentprospect@demo.binome.test',
      'demo-prospectLead': 'prospectlead@demo.binome.test',
      'shared-child': 'famille.roussel@example.org',
      'shared-parent': 'famille.roussel@example.org',
    });
    expect(await server.store.collection(SETTINGS_COLLECTION).findOne({ _id: EMAIL_MIGRATION_ID })).toMatchObject({ normalised: 4 });
    expect(errors).toEqual([]);

    // Recorded: a later start does not run it again (a mixed-case address written meanwhile is not touched).
    await server.store.collection('users').updateOne({ _id: 'already-normal' }, { $set: { 'contactDetails.email': 'Marker@example.org' } });
    await server.close();
    server = await start(directory, log);
    close = server.close;
    expect((await emailsOf(server))['already-normal']).toBe('Marker@example.org');
  });

  it('reports two accounts whose addresses differ only by case, leaves them unmerged, and runs again at the next start', { timeout: 60_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-emails-'));
    await storeOnDiskWith(directory, [
      userWith('anna-1', 'tutor', 'Anna@example.org'),
      userWith('anna-2', 'parent', 'anna@example.org'),
      userWith('other', 'tutor', 'Other@Example.org'),
    ]);
    const { log, errors } = recordingLogger();
    let server = await start(directory, log);
    close = server.close;

    expect(await emailsOf(server)).toEqual({ 'anna-1': 'Anna@example.org', 'anna-2': 'anna@example.org', other: 'other@example.org' });
    expect(await server.store.collection('users').count({})).toBe(3);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.details).toEqual({ collisions: ['anna-1 anna-2'] });
    // Ids only in the log, never the addresses.
    expect(JSON.stringify(errors)).not.toMatch(/example\.org/i);
    expect(await server.store.collection(SETTINGS_COLLECTION).findOne({ _id: EMAIL_MIGRATION_ID })).toBeNull();

    // Staff give one of them another address: the next start finishes the migration and records it.
    await server.store.collection('users').updateOne({ _id: 'anna-1' }, { $set: { 'contactDetails.email': 'Anna.Martin@example.org' } });
    await server.close();
    server = await start(directory, log);
    close = server.close;
    expect((await emailsOf(server))['anna-1']).toBe('anna.martin@example.org');
    expect(await server.store.collection(SETTINGS_COLLECTION).findOne({ _id: EMAIL_MIGRATION_ID })).not.toBeNull();
    expect(errors).toHaveLength(1);
  });
});
