import { monitorEventLoopDelay, PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';

/**
 * What a load costs the server's process while `work` runs: the event loop's delay (how long a ready request waited
 * for the loop, i.e. the longest synchronous tasks: the tail a p50 of a few ms hides), the CPU time it used, and the
 * garbage collector's pauses. The load client runs in its own process, so the CPU time is the server's.
 */
export interface ServerLoad {
  /** Event-loop delay percentiles, ms (sampled every 10 ms by Node's histogram). */
  loopDelay: { p50: number; p99: number; max: number };
  cpuMs: number;
  gc: { count: number; majorCount: number; totalMs: number; maxMs: number };
}

const RESOLUTION_MS = 10;

export async function measuringServer<T>(work: () => Promise<T>): Promise<{ result: T; load: ServerLoad }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const pauses: { kind: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      pauses.push({ kind: (entry as PerformanceEntry & { detail: { kind: number } }).detail.kind, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  histogram.enable();
  const cpuBefore = process.cpuUsage();
  try {
    const result = await work();
    const cpu = process.cpuUsage(cpuBefore);
    const ms = (nanoseconds: number) => nanoseconds / 1e6;
    // Node's histogram holds the time between two of its timer's turns: the delay is what exceeds the resolution.
    const delay = (nanoseconds: number) => Math.max(0, ms(nanoseconds) - RESOLUTION_MS);
    return {
      result,
      load: {
        loopDelay: { p50: delay(histogram.percentile(50)), p99: delay(histogram.percentile(99)), max: delay(histogram.max) },
        cpuMs: (cpu.user + cpu.system) / 1000,
        gc: {
          count: pauses.length,
          majorCount: pauses.filter((pause) => pause.kind === constants.NODE_PERFORMANCE_GC_MAJOR).length,
          totalMs: pauses.reduce((sum, pause) => sum + pause.duration, 0),
          maxMs: Math.max(0, ...pauses.map((pause) => pause.duration)),
        },
      },
    };
  } finally {
    histogram.disable();
    observer.disconnect();
  }
}
