import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createScheduler } from '../../src/jobs/scheduler.ts';
import { silentLogger } from '../../src/http/context.ts';
import { retentionJob } from '../../src/features/privacy/retention.job.ts';
import { AUDIT_COLLECTION } from '../../src/audit/audit-log.ts';

/**
 * The retention (section 9): people whose relationship ended (an ended status) more than 3 years ago are erased by a
 * scheduled job, claimed with a compare-and-set; nobody whose relationship is still on, or ended less than 3 years
 * ago, is touched. The clock is the test's.
 */
let app: TestApp;
const NOW = new Date('2030-06-01T08:00:00.000Z');
const yearsBefore = (years: number, days = 0) => new Date(NOW.getTime() - (years * 365.25 + days) * 86_400_000).toISOString();

beforeAll(async () => {
  app = await createTestApp();
}, 120_000);

describe('the retention job', () => {
  it('erases only the people whose relationship ended more than 3 years ago', async () => {
    const users = app.store.collection('users');
    // Everyone else changed recently, so that only the people set up here are past the retention.
    await users.updateMany({}, { $set: { updatedAt: yearsBefore(1) } });
    await users.updateOne({ _id: 'demo-parent-5' }, { $set: { status: 'deactivated', updatedAt: yearsBefore(3, 10) } });
    await users.updateOne({ _id: 'demo-tutor-3' }, { $set: { status: 'commitment-end', updatedAt: yearsBefore(4) } });
    // Ended, but less than 3 years ago.
    await users.updateOne({ _id: 'demo-parent-6' }, { $set: { status: 'deactivated', updatedAt: yearsBefore(3, -10) } });
    // Old, but the relationship is still on.
    await users.updateOne({ _id: 'demo-parent-7' }, { $set: { status: 'active', updatedAt: yearsBefore(5) } });
    // Staff are never erased by the retention.
    await users.updateOne({ _id: 'demo-coordinator-1' }, { $set: { status: 'deactivated', updatedAt: yearsBefore(5) } });
    const names = Object.fromEntries(
      (await users.find({ _id: { $in: ['demo-parent-5', 'demo-tutor-3'] } })).map((person) => [
        person._id,
        person.contactDetails as { firstName: string; lastName: string; email: string },
      ]),
    );

    // Two replicas at once: the compare-and-set lets one run it.
    const scheduler = () => createScheduler({ store: app.store, log: silentLogger, now: () => NOW });
    const [first, second] = [scheduler(), scheduler()];
    first.define(retentionJob({ store: app.store, blobs: app.blobs, log: silentLogger }));
    second.define(retentionJob({ store: app.store, blobs: app.blobs, log: silentLogger }));
    const ran = await Promise.all([first.tick(), second.tick()]);
    expect(ran.flat()).toEqual(['personal-data-retention']);

    const after = Object.fromEntries(
      (await users.find({ _id: { $in: ['demo-parent-5', 'demo-tutor-3', 'demo-parent-6', 'demo-parent-7', 'demo-coordinator-1'] } })).map((person) => [
        person._id,
        person,
      ]),
    );
    for (const id of ['demo-parent-5', 'demo-tutor-3']) {
      expect(after[id]).toMatchObject({ contactDetails: { firstName: 'Personne', lastName: 'supprimée' }, status: 'deleted', erasedAt: NOW.toISOString() });
      const store = JSON.stringify(await users.find({})).toLowerCase() + JSON.stringify(await app.store.collection('sessions').find({})).toLowerCase();
      expect(store).not.toContain(names[id]!.email.toLowerCase());
      expect(store).not.toContain(`${names[id]!.firstName} ${names[id]!.lastName}`.toLowerCase());
      // What it did is in the audit log, by the system.
      expect(await app.store.collection(AUDIT_COLLECTION).count({ recordId: id, actorId: 'system', 'snapshot.erasedBy': 'retention' })).toBe(1);
    }
    for (const id of ['demo-parent-6', 'demo-parent-7', 'demo-coordinator-1']) {
      expect(after[id]!.erasedAt).toBeUndefined();
      expect((after[id]!.contactDetails as { firstName: string }).firstName).not.toBe('Personne');
    }

    // The next day's pass finds no one left.
    const later = createScheduler({ store: app.store, log: silentLogger, now: () => new Date(NOW.getTime() + 86_400_000) });
    later.define(retentionJob({ store: app.store, blobs: app.blobs, log: silentLogger }));
    expect(await later.tick()).toEqual(['personal-data-retention']);
    expect(await users.count({ erasedAt: { $exists: true } })).toBe(2);
  });
});
