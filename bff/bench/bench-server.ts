import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { setPassword } from '../src/auth/credentials.ts';
import type { Store } from '../src/store/store.ts';

/** Serves a fetch handler on a free local port, for a benchmark to load it over real HTTP. */
export async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

/** Signs a benchmark's account in and answers its session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Times `rounds` calls of `work`, one after another: the median, the 95th percentile and the slowest, in ms. */
export async function timed(rounds: number, work: (round: number) => Promise<void>) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await work(round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
}

/** The benchmarks' administrator, `bench@example.org`, who signs in with `password`. */
export async function addBenchAdministrator(store: Store, password: string): Promise<void> {
  const now = new Date().toISOString();
  await store.collection('users').insertOne({
    _id: 'bench-admin',
    userId: 'bench-admin',
    userRole: 'super_administrator',
    status: 'active',
    contactDetails: { firstName: 'Banc', lastName: "D'essai", email: 'bench@example.org' },
    createdAt: now,
    updatedAt: now,
  });
  await setPassword(store, 'bench-admin', password, new Date());
}
