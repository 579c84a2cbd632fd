import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../src/boot/start.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { createScheduler } from '../../src/jobs/scheduler.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { OCCURRENCES_COLLECTION } from '../../src/features/sessions/occurrence-store.ts';

const MINUTE = 60_000;

/** A job with a long period of its own, and a clock the test moves. */
async function schedulerWith(intervalMs: number | undefined) {
  let now = new Date('2026-11-20T10:00:00.000Z');
  const runs: string[] = [];
  const scheduler = createScheduler({ store: await createEmbeddedStore({}), log: silentLogger, now: () => now, intervalMs });
  scheduler.define({ name: 'every-five-minutes', everyMs: 5 * MINUTE, run: async (at) => void runs.push(at.toISOString()) });
  scheduler.define({ name: 'hourly-upkeep', everyMs: 60 * MINUTE, run: async (at) => void runs.push(at.toISOString()) });
  return {
    runs,
    tickAfter: async (ms: number) => {
      now = new Date(now.getTime() + ms);
      return scheduler.tick();
    },
  };
}

describe('the scheduler interval (SCHEDULER_INTERVAL_SECONDS)', () => {
  it('is unset unless told: whole seconds, one at least', () => {
    expect(readEnv({}).SCHEDULER_INTERVAL_SECONDS).toBeUndefined();
    expect(readEnv({ SCHEDULER_INTERVAL_SECONDS: '' }).SCHEDULER_INTERVAL_SECONDS).toBeUndefined();
    expect(readEnv({ SCHEDULER_INTERVAL_SECONDS: '2' }).SCHEDULER_INTERVAL_SECONDS).toBe(2);
    expect(() => readEnv({ SCHEDULER_INTERVAL_SECONDS: '0' })).toThrow(/SCHEDULER_INTERVAL_SECONDS/);
    expect(() => readEnv({ SCHEDULER_INTERVAL_SECONDS: 'soon' })).toThrow(/SCHEDULER_INTERVAL_SECONDS/);
  });

  it('runs a job again after the interval when it is shorter than the job’s own period', async () => {
    const scheduler = await schedulerWith(2_000);
    expect(await scheduler.tickAfter(0)).toEqual(['every-five-minutes', 'hourly-upkeep']);
    expect(await scheduler.tickAfter(1_000)).toEqual([]);
    expect(await scheduler.tickAfter(1_000)).toEqual(['every-five-minutes']);
  });

  it('leaves the hourly and daily upkeep on their own period: a short interval speeds up reminders, not deletions', async () => {
    const scheduler = await schedulerWith(2_000);
    await scheduler.tickAfter(0);
    for (let second = 0; second < 30; second += 2) expect(await scheduler.tickAfter(2_000)).not.toContain('hourly-upkeep');
    expect(await scheduler.tickAfter(60 * MINUTE)).toContain('hourly-upkeep');
  });

  it('keeps each job’s own period when unset', async () => {
    const scheduler = await schedulerWith(undefined);
    expect(await scheduler.tickAfter(0)).toEqual(['every-five-minutes', 'hourly-upkeep']);
    expect(await scheduler.tickAfter(2_000)).toEqual([]);
    expect(await scheduler.tickAfter(5 * MINUTE)).toEqual(['every-five-minutes']);
  });
});

describe('a server started with a short scheduler interval', () => {
  let directory = '';
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('opens the report of a session that just ended within seconds, not at the job’s next five-minute pass', { timeout: 60_000 }, async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'binome-scheduler-'));
    const server = await startServer({
      env: readEnv({ LOG_LEVEL: 'silent', DEMO_DATA: 'off', SCHEDULER_INTERVAL_SECONDS: '1' }),
      dataDirectory: directory,
      log: silentLogger,
    });
    close = server.close;
    // The first pass, at start, has run every job: the next one is the interval's.
    await server.startupJobs;
    const ended = new Date(Date.now() - 1_000);
    await server.store.collection(OCCURRENCES_COLLECTION).insertOne({
      _id: 'just-ended',
      sessionId: 'series-of-just-ended',
      startDate: new Date(ended.getTime() - 60 * MINUTE).toISOString(),
      endDate: ended.toISOString(),
      status: 'scheduled',
      sessionType: 'private-session',
      tutors: [{ userId: 'tutor-of-just-ended' }],
      students: [{ userId: 'student-of-just-ended' }],
    });
    await vi.waitFor(
      async () => expect(await server.store.collection('classReports').findOne({ occurrenceId: 'just-ended' })).toMatchObject({ status: 'to-be-entered' }),
      { timeout: 10_000, interval: 250 },
    );
  });
});
