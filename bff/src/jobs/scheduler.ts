import { DuplicateKeyError, type Store } from '../store/store.ts';
import { runPeriodically, type PeriodicTask } from '../runtime/periodic-task.ts';
import type { Logger } from '../http/logger.ts';

/** Where each recurring job's next run and its current claim are kept: the state survives a restart. */
export const JOBS_COLLECTION = 'jobs';

export interface RecurringJob {
  /** Stable key: one document per job, whatever the number of replicas. */
  name: string;
  everyMs: number;
  /** Idempotent: a pass that dies half-way is run again by the next claim, so it must be safe to repeat. */
  run(now: Date): Promise<void>;
}

export interface SchedulerOptions {
  store: Store;
  log: Logger;
  now: () => Date;
  /** Who claims (a replica); only used to release one's own claim. */
  owner?: string;
  /** How long a claim holds: a replica that dies mid-run lets the job go after this. */
  lockMs?: number;
  /**
   * When set (SCHEDULER_INTERVAL_SECONDS), how often the scheduler looks for due jobs, and the longest a frequent job
   * (one that runs every quarter of an hour or more often: reminders, the reports of ended sessions) waits between two
   * runs. The hourly and daily upkeep keep their period: run every few seconds, they would delete reviewed files and
   * scan the whole store for nothing. Unset, it looks every 30 s and each job keeps its own period.
   */
  intervalMs?: number | undefined;
}

/** How often the scheduler looks for due jobs when the configuration says nothing. */
const DEFAULT_LOOK_MS = 30_000;
/** The longest period of a job that a short scheduler interval brings forward (see `intervalMs`). */
const FREQUENT_JOB_MS = 15 * 60_000;

/**
 * The one scheduler of the BFF (DESIGN, "Workflows"): keyed recurring jobs whose state lives in the store, each run
 * claimed with a compare-and-set (`findOneAndUpdate` on "not claimed, or the claim expired, and due"), so that
 * several replicas on one MongoDB never run a job twice at once, and a restart picks up where the state says.
 * agenda 6 can take a storage backend, but its backend interface (sixteen operations over its own job model) is
 * far more than these jobs need; this keeps to the store port's compare-and-set, which both stores prove in the
 * contract suite.
 */
export function createScheduler(options: SchedulerOptions) {
  const jobs = new Map<string, RecurringJob>();
  const owner = options.owner ?? crypto.randomUUID();
  const lockMs = options.lockMs ?? 5 * 60_000;
  const periodOf = (job: RecurringJob) =>
    job.everyMs <= FREQUENT_JOB_MS ? Math.min(job.everyMs, options.intervalMs ?? Number.POSITIVE_INFINITY) : job.everyMs;
  const collection = options.store.collection(JOBS_COLLECTION);

  const ensure = async (job: RecurringJob) => {
    try {
      await collection.insertOne({ _id: job.name, nextRunAt: options.now().toISOString(), lockedUntil: '' });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  };

  /** Runs every job that is due and that this scheduler manages to claim. Answers the names it ran. */
  const tick = async (): Promise<string[]> => {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      await ensure(job);
      const now = options.now();
      const nowIso = now.toISOString();
      const claimed = await collection.findOneAndUpdate(
        { _id: job.name, nextRunAt: { $lte: nowIso }, lockedUntil: { $lt: nowIso } },
        { $set: { lockedUntil: new Date(now.getTime() + lockMs).toISOString(), lockedBy: owner } },
        { returnDocument: 'after' },
      );
      if (!claimed) continue;
      try {
        await job.run(now);
        ran.push(job.name);
      } catch (error) {
        options.log.error('A scheduled job failed', { job: job.name, error: error instanceof Error ? error.message : String(error) });
      } finally {
        await collection.updateOne(
          { _id: job.name, lockedBy: owner },
          { $set: { lockedUntil: '', lastRunAt: nowIso, nextRunAt: new Date(now.getTime() + periodOf(job)).toISOString() } },
        );
      }
    }
    return ran;
  };

  let task: PeriodicTask | undefined;
  return {
    define(job: RecurringJob) {
      jobs.set(job.name, job);
    },
    tick,
    /** Looks for due jobs at once, then every `intervalMs` until stopped; settles when the first look is done. */
    start(intervalMs = options.intervalMs ?? DEFAULT_LOOK_MS): Promise<void> {
      task ??= runPeriodically(
        intervalMs,
        async () => void (await tick()),
        (error) => options.log.error('The scheduler failed', { error: error instanceof Error ? error.message : String(error) }),
      );
      return task.firstPass;
    },
    async stop() {
      await task?.stop();
      task = undefined;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
