import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list } from 'tar';
import { startServer } from '../../src/boot/start.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { createFileBlobStore } from '../../src/blobs/files/file-blob-store.ts';
import { backupEmbeddedStore } from '../../src/backup/backup.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { json, ORIGIN, sessionCookieOf, TEST_PASSWORD } from '../support/test-app.ts';

/**
 * An erased person stays on disk (security review): nedb appends every version of a document, so their name,
 * e-mail, phone and date of birth stayed in the superseded lines of `users.db`, `audit.db`, `contactMessages.db`
 * and `dataDeletionRequests.db` until the next restart, a backup taken after the erasure carried them, and the
 * development outbox kept their mails. After the erasure, no file under DATA_DIR and no entry of a backup taken
 * then holds any of them, while the server still runs.
 */
const PERSON = {
  firstName: 'Zéphyrine',
  lastName: 'Quillebeuf-Tanguy',
  email: 'zephyrine.quillebeuf@example.org',
  phoneNumber: '+33798765432',
  dateOfBirth: '2011-03-17',
};
const NEEDLES = [`${PERSON.firstName} ${PERSON.lastName}`, `${PERSON.lastName} ${PERSON.firstName}`, PERSON.email, PERSON.phoneNumber, PERSON.dateOfBirth];

let directory: string;
let elsewhere: string;
let server: Awaited<ReturnType<typeof startServer>>;

async function call(route: string, options: { method?: string; cookie?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    ...(options.cookie && { cookie: options.cookie }),
    ...(options.body !== undefined && { 'content-type': 'application/json' }),
  };
  return server.app.request(`${ORIGIN}${route}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
}

async function signIn(email: string): Promise<string> {
  const response = await call('/v1/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD } });
  expect(response.status, await response.clone().text()).toBe(200);
  return sessionCookieOf(response);
}

/** Every file under a directory, at any depth, with its bytes. */
async function filesUnder(root: string): Promise<{ file: string; bytes: Buffer }[]> {
  const found: { file: string; bytes: Buffer }[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file: path.relative(root, file), bytes: await readFile(file) });
  }
  return found;
}

/** Which of the person's identifiers each file holds (bytes as UTF-8, case ignored). */
function traces(files: { file: string; bytes: Buffer }[]): string[] {
  const hits: string[] = [];
  for (const { file, bytes } of files) {
    const text = bytes.toString('utf8').toLowerCase();
    for (const needle of NEEDLES) if (text.includes(needle.toLowerCase())) hits.push(`${file}: ${needle}`);
  }
  return hits;
}

/** Every entry of a backup archive, with its bytes. */
async function archiveEntries(file: string): Promise<{ file: string; bytes: Buffer }[]> {
  const entries: { file: string; bytes: Buffer }[] = [];
  await list({
    file,
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => entries.push({ file: `backup:${entry.path}`, bytes: Buffer.concat(chunks) }));
    },
  });
  return entries;
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'binome-erasure-disk-'));
  elsewhere = await mkdtemp(path.join(tmpdir(), 'binome-erasure-backup-'));
  // The real server over its own DATA_DIR: the store's files, the uploaded files and the outbox (no SMTP_URL).
  server = await startServer({
    env: readEnv({ LOG_LEVEL: 'silent', DEMO_DATA: 'on', DEMO_PASSWORD: TEST_PASSWORD, DATA_DIR: directory }),
    dataDirectory: directory,
    log: silentLogger,
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
  await rm(elsewhere, { recursive: true, force: true });
});

describe('an erased person leaves nothing on disk', () => {
  it('no file under DATA_DIR nor any entry of a backup taken after the erasure names them', { timeout: 180_000 }, async () => {
    const admin = await signIn('super_administrator@demo.binome.test');
    const student = await signIn('student@demo.binome.test');
    // Distinctive identifiers, written over the demo ones: the earlier lines of users.db and the audit entry hold them.
    // Two changes, so that a version naming them is a superseded line, not only the last one.
    for (const body of [
      { contactDetails: { firstName: PERSON.firstName, lastName: PERSON.lastName, email: PERSON.email, phoneNumber: PERSON.phoneNumber } },
      { dateOfBirth: PERSON.dateOfBirth },
    ]) {
      const changed = await call('/v1/students/demo-student', { method: 'PATCH', cookie: admin, body });
      expect(changed.status, await changed.clone().text()).toBe(200);
    }

    const message = await call('/v1/contact-messages', {
      method: 'POST',
      cookie: student,
      body: { subject: 'Question', text: `Bonjour, c'est ${PERSON.firstName} ${PERSON.lastName}, joignable au ${PERSON.phoneNumber}.` },
    });
    expect(message.status, await message.clone().text()).toBe(201);
    const filed = await call('/v1/data-deletion-requests/submit', {
      method: 'POST',
      cookie: student,
      body: {
        fullName: `${PERSON.firstName} ${PERSON.lastName}`,
        email: PERSON.email,
        message: `Merci de supprimer les données de ${PERSON.firstName} ${PERSON.lastName}.`,
      },
    });
    expect(filed.status, await filed.clone().text()).toBe(201);
    const requestId = (await json<{ id: string }>(filed)).id;
    // A mail to them in the outbox.
    expect((await call('/v1/auth/recover-password', { method: 'POST', body: { email: PERSON.email } })).status).toBe(202);
    // An uploaded file of theirs.
    const blobs = await createFileBlobStore({ directory: path.join(directory, 'files') });
    await blobs.put('erasure-disk-blob', new Blob([new TextEncoder().encode(`%PDF-1.4 ${PERSON.firstName} ${PERSON.lastName}`)]).stream());
    await server.store
      .collection('documents')
      .insertOne({ _id: 'erasure-disk-document', ownerId: 'demo-student', kind: 'other', blobId: 'erasure-disk-blob', status: 'pending' });

    // The recovery mail leaves after the answer (no timing difference between known and unknown addresses): wait
    // for it to be in the outbox before looking.
    let before = traces(await filesUnder(directory));
    for (let tries = 0; tries < 100 && !before.some((hit) => hit.startsWith('outbox')); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = traces(await filesUnder(directory));
    }
    for (const file of ['users.db', 'audit.db', 'contactMessages.db', 'dataDeletionRequests.db', 'outbox', 'files'])
      expect(
        before.some((hit) => hit.startsWith(file)),
        file,
      ).toBe(true);

    const erased = await call(`/v1/data-deletion-requests/${requestId}/erase`, { method: 'POST', cookie: admin, body: { userId: 'demo-student' } });
    expect(erased.status, await erased.clone().text()).toBe(200);

    expect(traces(await filesUnder(directory))).toEqual([]);

    const out = path.join(elsewhere, 'after-erasure.tar.gz');
    await backupEmbeddedStore({ dataDirectory: directory, out });
    const entries = await archiveEntries(out);
    expect(entries.some((entry) => entry.file === 'backup:store/users.db')).toBe(true);
    expect(traces(entries)).toEqual([]);
  });

  it('a backup carries each collection as it is, never the earlier versions of its documents', { timeout: 60_000 }, async () => {
    const live = await mkdtemp(path.join(tmpdir(), 'binome-backup-live-'));
    try {
      const running = await createEmbeddedStore({ directory: live });
      const people = running.collection('people');
      await people.insertMany([
        { _id: 'kept', phoneNumber: '+33611111111' },
        { _id: 'gone', email: 'gone@example.org' },
      ]);
      await people.updateOne({ _id: 'kept' }, { $set: { phoneNumber: '+33622222222' } });
      await people.deleteOne({ _id: 'gone' });
      // Taken while the store is open, before any compaction of its own.
      const out = path.join(elsewhere, 'live-documents.tar.gz');
      await backupEmbeddedStore({ dataDirectory: live, out });
      const copy = (await archiveEntries(out)).find((entry) => entry.file === 'backup:store/people.db')!.bytes.toString('utf8');
      expect(
        copy
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as unknown),
      ).toEqual([{ _id: 'kept', phoneNumber: '+33622222222' }]);
      await running.close();
    } finally {
      await rm(live, { recursive: true, force: true });
    }
  });
});
