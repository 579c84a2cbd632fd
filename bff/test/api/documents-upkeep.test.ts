import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { communicationPorts } from '../../src/boot/communication-ports.ts';
import { purgeReviewedAttestations, remindOldCriminalRecords } from '../../src/features/documents/documents-upkeep.ts';
import { streamOf } from '../contracts/blob-store.contract.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');

async function mailsIn(outbox: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [])).filter((name) => !name.includes('-sms-')).sort();
  return Promise.all(files.map((name) => readFile(path.join(outbox, name), 'utf8')));
}

describe('documents upkeep', () => {
  it('asks once for a new attestation when the accepted one is more than three years old, not when a newer one was sent', { timeout: 60_000 }, async () => {
    const app = await createTestApp();
    const env = readEnv({ LOG_LEVEL: 'silent' });
    const outbox = await mkdtemp(path.join(tmpdir(), 'binome-upkeep-'));
    const ports = { store: app.store, blobs: app.blobs, env, log: silentLogger, ...communicationPorts(env, outbox, silentLogger) };
    const users = app.store.collection('users');
    const tutor = (await users.findOne({ 'contactDetails.email': 'tutor@demo.binome.test' }))!;
    const prospect = (await users.findOne({ 'contactDetails.email': 'prospectlead@demo.binome.test' }))!;
    const documents = app.store.collection('documents');
    const attestation = (id: string, ownerId: string, issueDate: string, uploadedAt: string, status = 'accepted') => ({
      _id: id,
      ownerId,
      kind: 'criminal-record',
      status,
      uploadedAt,
      criminalRecord: { number: `N-${id}`, issueDate, issuedBy: 'Casier judiciaire national' },
    });
    await documents.insertMany([
      attestation('old-tutor', tutor._id, '2023-06-01', '2023-06-10T10:00:00.000Z'),
      attestation('recent-tutor', tutor._id, '2025-01-01', '2025-01-05T10:00:00.000Z'),
      attestation('old-prospect', prospect._id, '2023-01-15', '2023-01-20T10:00:00.000Z'),
    ]);

    expect(await remindOldCriminalRecords(ports, NOW)).toBe(1);
    const mails = await mailsIn(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('prospectlead@demo.binome.test');
    expect(mails[0]).toContain('/tutor/documents');
    expect((await documents.findOne({ _id: 'old-prospect' }))?.renewalReminderSentAt).toBe(NOW.toISOString());
    // Once: the next pass sends nothing more.
    expect(await remindOldCriminalRecords(ports, new Date(NOW.getTime() + 3_600_000))).toBe(0);
    expect(await mailsIn(outbox)).toHaveLength(1);
  });

  it('deletes the files that reviewed attestations still name, and keeps their facts', { timeout: 60_000 }, async () => {
    const app = await createTestApp();
    const env = readEnv({ LOG_LEVEL: 'silent' });
    const ports = {
      store: app.store,
      blobs: app.blobs,
      env,
      log: silentLogger,
      ...communicationPorts(env, await mkdtemp(path.join(tmpdir(), 'binome-upkeep-')), silentLogger),
    };
    const blobId = crypto.randomUUID();
    await app.blobs.put(blobId, streamOf(new TextEncoder().encode('%PDF-1.4 left over')));
    await app.store.collection('documents').insertOne({
      _id: 'left-over',
      ownerId: 'someone',
      kind: 'criminal-record',
      status: 'refused',
      blobId,
      criminalRecord: { number: 'N-1', issueDate: '2026-01-01', issuedBy: 'CJN' },
    });
    expect(await purgeReviewedAttestations(ports, NOW)).toBe(1);
    expect(await app.blobs.get(blobId)).toBeNull();
    const kept = await app.store.collection('documents').findOne({ _id: 'left-over' });
    expect(kept?.blobId).toBeUndefined();
    expect(kept).toMatchObject({ fileDeletedAt: NOW.toISOString(), criminalRecord: { number: 'N-1' } });
  });
});
