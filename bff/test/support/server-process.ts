import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Not test-app.ts, which needs vitest: the benchmarks start the server with this module too (bench/scale-server.ts).
import { TEST_PASSWORD } from './test-password.ts';

/**
 * The workspace root (the folder whose package.json lists the workspaces): found by walking up, because this module
 * runs from `bff/test/support` in the tests and from `bff/bench/dist/test/support` once built for the benchmarks.
 */
const REPOSITORY = workspaceRoot(path.dirname(fileURLToPath(import.meta.url)));

function workspaceRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return `${folder}${path.sep}`;
    if (path.dirname(folder) === folder) throw new Error(`No workspace root above ${from}`);
  }
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** From the spawn to the first 200 of `/v1/ready`. */
  readySeconds: number;
  output: () => string;
  /** Ends the process the hard way (SIGKILL): no shutdown hook runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the real server as its own process, on Node (the built `bff/dist`) or on Deno (the sources, through the
 * `deno` package), on a free port and a given data directory, and waits until it answers. The tests use it, and
 * the scale bench, which times the start (`readySeconds`, polled every `pollMs`) of servers that take minutes.
 */
export async function startServerProcess(options: {
  runtime: 'node' | 'deno';
  dataDirectory: string;
  env?: Record<string, string>;
  port?: number;
  /** How long a start may take before it is a failure (240 s). */
  readyWithinMs?: number;
  /** How often `/v1/ready` is asked (200 ms). */
  pollMs?: number;
  /** How long `stop` waits after SIGTERM before SIGKILL (5 s). */
  stopGraceMs?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDirectory,
    DEMO_PASSWORD: TEST_PASSWORD,
    LOG_LEVEL: 'error',
    ...options.env,
  };
  const command =
    options.runtime === 'node'
      ? { file: process.execPath, args: ['bff/dist/main.node.js'] }
      : { file: `${REPOSITORY}node_modules/.bin/deno`, args: ['task', 'start'] };
  const started = performance.now();
  const child = spawn(command.file, command.args, { cwd: REPOSITORY, env: { ...env, DENO_NO_UPDATE_CHECK: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Loading the demo population (10,000 people) on first start takes a few seconds alone and minutes on a small
  // machine that also runs browsers and other suites: a start that is slow is not a failure.
  const deadline = Date.now() + (options.readyWithinMs ?? 240_000);
  for (;;) {
    // Ended by a signal (out of memory: SIGABRT) as well as with a code.
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server stopped (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 200));
  }
  const readySeconds = (performance.now() - started) / 1000;
  return {
    url,
    child,
    readySeconds,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, options.stopGraceMs ?? 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Signs in over HTTP and answers the cookie header to send back. */
export async function signInOver(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
