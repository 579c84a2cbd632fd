import type { Store } from '../src/store/store.ts';
import { setPassword } from '../src/auth/credentials.ts';

/**
 * Sign-ins under load: 20 sign-ins sent at once, and `/v1/health` called one after another meanwhile. Argon2 is
 * meant to be slow; what must hold is that it does not stall the server (issue 10: 13.4 s for the 20 and health
 * stalled 1.4 s while hashing ran on the event loop).
 */
export interface SignInLoad {
  signIns: number;
  /** Wall time until the last of the sign-ins answered. */
  totalSeconds: number;
  statuses: Record<number, number>;
  healthCalls: number;
  healthP50Ms: number;
  healthMaxMs: number;
}

/** One sign-in per account, all at once (each account once: a burst on one account from one address trips its lock). */
export async function measureConcurrentSignIns(url: string, accounts: readonly { email: string; password: string }[]): Promise<SignInLoad> {
  let running = true;
  const healthLatencies: number[] = [];
  const pollHealth = async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${url}/v1/health`)).arrayBuffer();
      healthLatencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  const poller = pollHealth();
  const answers = await Promise.all(
    accounts.map(async (credentials) => {
      const response = await fetch(`${url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const totalSeconds = (performance.now() - started) / 1000;
  running = false;
  await poller;
  const sorted = [...healthLatencies].sort((a, b) => a - b);
  const statuses: Record<number, number> = {};
  for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    signIns: accounts.length,
    totalSeconds,
    statuses,
    healthCalls: sorted.length,
    healthP50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
    healthMaxMs: sorted.at(-1) ?? 0,
  };
}

export function signInLoadReport(load: SignInLoad): string[] {
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    '| sign-ins at once | total s | answers | /v1/health calls meanwhile | health p50 ms | health max ms |',
    '| ---------------- | ------- | ------- | -------------------------- | ------------- | ------------- |',
    `| ${load.signIns} | ${load.totalSeconds.toFixed(2)} | ${statuses} | ${load.healthCalls} | ${load.healthP50Ms.toFixed(1)} | ${load.healthMaxMs.toFixed(1)} |`,
  ];
}

/** Accounts with a password for the sign-in load, hashed side by side on the pool. */
export async function addSignInAccounts(store: Store, count: number, password: string): Promise<{ email: string; password: string }[]> {
  const now = new Date();
  const accounts = Array.from({ length: count }, (_, index) => ({ _id: `bench-sign-in-${index}`, email: `sign-in-${index}@example.org` }));
  await store.collection('users').insertMany(
    accounts.map(({ _id, email }) => ({
      _id,
      userId: _id,
      userRole: 'coordinator',
      status: 'active',
      contactDetails: { firstName: 'Banc', lastName: `Connexion ${_id}`, email },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })),
  );
  await Promise.all(accounts.map(({ _id }) => setPassword(store, _id, password, now)));
  return accounts.map(({ email }) => ({ email, password }));
}
