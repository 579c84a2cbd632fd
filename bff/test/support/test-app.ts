import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COOKIE_NAMES } from '@binome/schema';
import { inject } from 'vitest';
import { communicationPorts } from '../../src/boot/communication-ports.ts';
import { createApp } from '../../src/app.ts';
import { readEnv } from '../../src/env.ts';
import { silentLogger } from '../../src/http/context.ts';
import { prepareStore } from '../../src/boot/open-store.ts';
import { createEmbeddedStore } from '../../src/store/embedded/nedb-store.ts';
import { packageAssets } from '../../src/runtime/package-assets.ts';
import type { Store } from '../../src/store/store.ts';
import type { BlobStore } from '../../src/blobs/blob-store.ts';
import { createFileBlobStore } from '../../src/blobs/files/file-blob-store.ts';
import type { WebApps } from '../../src/web/web-apps.ts';
import type { PasswordHasher } from '../../src/auth/hashing/password-hasher.ts';
import { loadDemoSnapshot, seedDemoData } from './demo-snapshot.ts';
import { DEMO_SEED, TEST_PASSWORD } from './demo-seed-options.ts';
import { recordingStore, type QueryLog } from './recording-store.ts';

export { TEST_NOW, TEST_PASSWORD } from './demo-seed-options.ts';
export const ORIGIN = 'http://localhost:8080';

export interface TestApp {
  store: Store;
  /** Uploaded files, under a temporary directory of their own. */
  blobs: BlobStore;
  /** Where the blobs are kept, to check that nothing is left behind. */
  blobDirectory: string;
  /** A request to the app, JSON in and out, as a browser on the same origin would send it. */
  call(
    path: string,
    options?: { method?: string; cookie?: string; body?: unknown; rawBody?: RequestInit['body']; headers?: Record<string, string>; url?: string },
  ): Promise<Response>;
  /** Signs in through `POST /v1/auth/login` (no shortcut) and answers the session cookie. */
  signIn(role: string): Promise<string>;
  /** Where mails and text messages go when the test sets no SMTP_URL or SMS provider. */
  outbox: string;
}

/** The real app over a fresh in-memory embedded store with the demo data: what `npm start` serves, minus the disk. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    webApps?: WebApps;
    passwords?: PasswordHasher;
    /** Writes down every query the app issues (the seeding is not recorded); `store` stays the unrecorded one. */
    queryLog?: QueryLog;
  } = {},
): Promise<TestApp> {
  const store = await createEmbeddedStore({});
  // The run's global setup seeded the demo once; without its snapshot (or with one made otherwise), seed here.
  const snapshot = inject('demoSnapshot');
  if (!snapshot || !(await loadDemoSnapshot(store, snapshot, DEMO_SEED))) {
    await prepareStore(store);
    await seedDemoData(store, DEMO_SEED);
  }
  const env = readEnv({ LOG_LEVEL: 'silent', ...options.env });
  const outbox = await mkdtemp(path.join(tmpdir(), 'binome-outbox-'));
  const blobDirectory = path.join(await mkdtemp(path.join(tmpdir(), 'binome-blobs-')), 'files');
  const blobs = await createFileBlobStore({ directory: blobDirectory });
  const app = createApp({
    store: options.queryLog ? recordingStore(store, options.queryLog) : store,
    blobs,
    env,
    now: options.now ?? (() => new Date()),
    log: silentLogger,
    assets: packageAssets,
    ...communicationPorts(env, outbox, silentLogger),
    clientAddress: () => undefined,
    ...(options.webApps && { webApps: options.webApps }),
    ...(options.passwords && { passwords: options.passwords }),
  });
  const cookies = new Map<string, string>();

  const call: TestApp['call'] = async (path, { method = 'GET', cookie, body, rawBody, headers = {}, url = ORIGIN } = {}) => {
    const init: RequestInit = { method, headers: { ...(cookie && { cookie }), ...headers } };
    if (rawBody !== undefined) {
      init.body = rawBody;
      // A streamed body (an upload sent without a length) needs half duplex on Node's fetch.
      if (rawBody instanceof ReadableStream) (init as RequestInit & { duplex: 'half' }).duplex = 'half';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json', ...init.headers };
    }
    return app.request(`${url}${path}`, init);
  };

  const signIn = async (role: string) => {
    const known = cookies.get(role);
    if (known) return known;
    const response = await call('/v1/auth/login', { method: 'POST', body: { email: `${role}@demo.binome.test`, password: TEST_PASSWORD } });
    if (response.status !== 200) throw new Error(`Sign-in as ${role} failed: ${response.status} ${await response.text()}`);
    const cookie = sessionCookieOf(response);
    cookies.set(role, cookie);
    return cookie;
  };

  return { store, blobs, blobDirectory, call, signIn, outbox };
}

export function sessionCookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${COOKIE_NAMES.accessToken}=([^;]+)`).exec(header);
  if (!match) throw new Error(`No session cookie in: ${header}`);
  return `${COOKIE_NAMES.accessToken}=${match[1]}`;
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
