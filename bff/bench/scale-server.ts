import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../test/support/server-process.ts';

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
 * spawn to its first ready answer (the tests' server-process.ts, with the patience of a start that may take
 * minutes). The demo loader is off (the directory has its people already), the geocoder is the stand-in (no
 * network), the log says errors only.
 */
export async function startBuiltServer(dataDirectory: string): Promise<ScaleServer> {
  const entry = `${BFF}dist/main.node.js`;
  await stat(entry).catch(() => {
    throw new Error(`${entry} is missing: build the server first (npm run build -w @binome/bff)`);
  });
  const server = await startServerProcess({
    runtime: 'node',
    dataDirectory,
    env: { DEMO_DATA: 'off', GEOCODER_URL: 'stand-in' },
    readyWithinMs: 600_000,
    pollMs: 50,
    stopGraceMs: 10_000,
  });
  return { url: server.url, pid: server.child.pid!, readySeconds: server.readySeconds, output: server.output, stop: server.stop };
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
