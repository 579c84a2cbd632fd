import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_PASSWORD } from './test-app.ts';

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Ends the process the hard way (SIGKILL): no shutdown hook runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the real server as its own process, on Node (the built `bff/dist`) or on Deno (the sources, through the
 * `deno` package), on a free port and a given data directory, and waits until it answers.
 */
export async function startServerProcess(options: {
  runtime: 'node' | 'deno';
  dataDirectory: string;
  env?: Record<string, string>;
  port?: number;
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
  const child = spawn(command.file, command.args, { cwd: REPOSITORY, env: { ...env, DENO_NO_UPDATE_CHECK: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Loading the demo population (10,000 people) on first start takes a few seconds alone and minutes on a small
  // machine that also runs browsers and other suites: a start that is slow is not a failure.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
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
