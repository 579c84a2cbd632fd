import type { Env } from '../env.ts';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppDependencies, AssetReader, Logger } from '../http/context.ts';
import { communicationPorts } from './communication-ports.ts';
import { closeSharedPasswordHasher } from '../auth/hashing/argon2-pool.ts';
import type { WebApps } from '../web/web-apps.ts';
import { createApp } from '../app.ts';
import { openStore } from './open-store.ts';
import { openBlobs } from './open-blobs.ts';
import type { DemoSeedResult } from './demo-seed.ts';
import { normaliseStoredEmails } from './normalise-emails.ts';
import { materialiseMissingOccurrences } from './materialise-sessions.ts';
import { fileUnderDepartments } from './file-departments.ts';
import { nameSessionParticipants } from './name-participants.ts';
import { createScheduler } from '../jobs/scheduler.ts';
import { reportsForEndedOccurrencesJob } from '../features/reports/reports-for-ended-occurrences.job.ts';
import { reportRemindersJob } from '../features/reports/report-reminders.job.ts';
import { sessionRemindersJob } from '../features/session-reminders/session-reminders.job.ts';
import { documentsUpkeepJob } from '../features/documents/documents-upkeep.job.ts';
import { quizRetryRemindersJob } from '../features/onboarding/quiz-retry-reminders.job.ts';
import { retentionJob } from '../features/privacy/retention.job.ts';
import { geocodeAddressesJob } from '../features/geocoding/geocode-addresses.job.ts';
import { tightenPrivateDirectory } from '../runtime/private-files.ts';
import { scheduleLogRetention } from '../audit/log-retention.ts';
import { scheduleInvitationDelivery } from '../messaging/invitation-delivery.ts';

/**
 * Everything a runtime's main needs: the app over a ready store, what the start-up message tells, and `close`
 * (stops the periodic work, then closes the store).
 */
export async function startServer(options: {
  env: Env;
  dataDirectory: string;
  log: Logger;
  assets?: AssetReader;
  webApps?: WebApps;
  clientAddress?: (context: Context) => string | undefined;
}) {
  const { env, log } = options;
  await tightenPrivateDirectory(options.dataDirectory, log);
  const store = await openStore(env, options.dataDirectory);
  const blobs = await openBlobs(env, options.dataDirectory);
  const now = () => new Date();
  // Before anyone signs in: accounts stored by older releases with mixed-case e-mails must be found by sign-in.
  await normaliseStoredEmails(store, { now: now(), log });
  // Before anyone signs in: a VSC's lists are filtered by the departments records are filed under.
  await fileUnderDepartments(store, { log });
  // Before families read their calendars: sessions stored without their people's names get them.
  await nameSessionParticipants(store, { log });
  await materialiseMissingOccurrences(store, { now: now(), log });
  const demo: DemoSeedResult =
    env.DEMO_DATA === 'on'
      ? await (await loadDemoSeed()).seedDemoDataIfEmpty(store, { password: env.DEMO_PASSWORD, now: now(), log })
      : { loaded: false, accounts: [] };
  const deps: AppDependencies = {
    store,
    blobs,
    env,
    now,
    log,
    ...communicationPorts(env, path.join(options.dataDirectory, 'outbox'), log),
    ...(options.assets && { assets: options.assets }),
    ...(options.webApps && { webApps: options.webApps }),
    ...(options.clientAddress && { clientAddress: options.clientAddress }),
  };
  const retention = scheduleLogRetention({ store, env, now, log });
  // Invitations a crash or a mail server outage left in the outbox go out at start, then every minute.
  const invitations = scheduleInvitationDelivery(deps);
  // Reminders, the reports of ended occurrences and their reminders, the retention's erasures: one scheduler, its jobs
  // claimed on the store.
  const scheduler = createScheduler({
    store,
    log,
    now,
    ...(env.SCHEDULER_INTERVAL_SECONDS !== undefined && { intervalMs: env.SCHEDULER_INTERVAL_SECONDS * 1000 }),
  });
  scheduler.define(sessionRemindersJob(deps));
  scheduler.define(reportsForEndedOccurrencesJob(store, log));
  scheduler.define(reportRemindersJob(deps));
  scheduler.define(documentsUpkeepJob(deps));
  scheduler.define(quizRetryRemindersJob(deps));
  scheduler.define(retentionJob(deps));
  scheduler.define(geocodeAddressesJob({ store, geocoder: deps.geocoder, log }));
  // What runs at start (the reminders due, the invitations left in the outbox) logs a few lines: the start-up
  // message waits for them, so that the demo accounts are the last thing a person who ran `npm start` reads.
  const startupJobs = Promise.all([scheduler.start(), invitations.firstPass]).then(() => undefined);
  const close = async () => {
    await retention.stop();
    await invitations.stop();
    await scheduler.stop();
    await blobs.close();
    await store.close();
    await closeSharedPasswordHasher();
  };
  return { app: createApp(deps), store, demo, close, startupJobs };
}

/**
 * The demo generator, loaded only when asked for: it needs `@faker-js/faker`, a development dependency that the
 * production image (DEMO_DATA=off) does not install.
 */
async function loadDemoSeed() {
  try {
    return await import('./demo-seed.ts');
  } catch (error) {
    throw new Error('DEMO_DATA=on needs the development dependencies (npm ci without --omit=dev); a production install has none: set DEMO_DATA=off', {
      cause: error,
    });
  }
}

/**
 * Says the server is up. In production (`NODE_ENV=production`, as the container image sets it) a JSON line like
 * every other, for the log collector; otherwise the lines below, for the person who ran `npm start`.
 */
export function announceStart(options: {
  env: Env;
  url: string;
  storeKind: string;
  demo: DemoSeedResult;
  log: Logger;
  production: boolean;
  startupJobs: Promise<void>;
}): void {
  const { env, url, storeKind, demo, log } = options;
  if (options.production) {
    log.info('Binôme is running', { url, store: storeKind, demoData: env.DEMO_DATA, demoLoaded: demo.loaded });
    return;
  }
  // After the start-up jobs' lines (a slow first pass does not hold the message back for long).
  void Promise.race([options.startupJobs, new Promise((resolve) => setTimeout(resolve, STARTUP_JOBS_WAIT_MS))]).then(() =>
    console.info(welcomeMessage(env, url, storeKind, demo)),
  );
}

/** How long the start-up message waits at most for the start-up jobs. */
const STARTUP_JOBS_WAIT_MS = 10_000;

/** The start-up message: where to go and how to sign in. */
export function welcomeMessage(env: Env, url: string, storeKind: string, demo: DemoSeedResult): string {
  const lines = [`Binôme is running at ${url} (store: ${storeKind}).`, `  API: ${url}/v1   documentation: ${url}/v1/docs   health: ${url}/v1/health`];
  if (demo.loaded) {
    lines.push(`  Demo data loaded. Sign in on ${url}/login with one of these accounts, password ${env.DEMO_PASSWORD} (the DEMO_PASSWORD setting):`);
    for (const account of demo.accounts) lines.push(`    ${account.role.padEnd(20)} ${account.email}`);
  }
  if (env.DEMO_DATA === 'on' && !demo.loaded) lines.push('  Demo accounts: <role>@demo.binome.test (see the README).');
  if (!env.SMTP_URL) lines.push(`  Mails and text messages are written to ${path.join(env.DATA_DIR, 'outbox')} (no SMTP_URL set).`);
  return lines.join('\n');
}
