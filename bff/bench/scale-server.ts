import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The workspace root: `bff/dist/main.node.js` is what `npm start` runs, from there. */
const BFF = fileURLToPath(new URL('../../../', import.meta.url));

export interface ScaleServer {
  url: string;
  pid: number;
  /** From the spawn to the first 200 of `/v1/ready` (polled every 50 ms). */
  readySeconds: number;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The built server (`npm start`'s `node dist/main.node.js`) as its own process on `dataDirectory`, timed from its
 * spawn to its first ready answer. The demo loader is off (the directory has its people already), the geocoder
 * is the stand-in (no network), the log says errors only.
 */
export async function startBuiltServer(dataDirectory: string): Promise<ScaleServer> {
  const entry = `${BFF}dist/main.node.js`;
  await stat(entry).catch(() => {
    throw new Error(`${entry} is missing: build the server first (npm run build -w @binome/bff)`);
  });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: BFF,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory, DEMO_DATA: 'off', GEOCODER_URL: 'stand-in', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server stopped (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in ten minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid!,
    readySeconds: (performance.now() - started) / 1000,
    output: () => output,
    stop: () => stopChild(child, exited),
  };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited;
}

/** A process's resident memory now (VmRSS) and at its highest so far (VmHWM), in MB, from /proc (Linux). */
export async function residentMemory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}

/** Samples a process's RSS every `everyMs` until `stop`: the highest seen, in MB (0 once the process is gone). */
export function sampleMemory(pid: number, everyMs = 50): { stop: () => number } {
  let peak = 0;
  const timer = setInterval(() => {
    residentMemory(pid).then(
      ({ rssMb }) => (peak = Math.max(peak, rssMb)),
      () => undefined,
    );
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
