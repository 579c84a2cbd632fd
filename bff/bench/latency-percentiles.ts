/** One route's latencies under a load: how many answers, and the percentiles the targets name, in ms. */
export interface RouteLatency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The nearest-rank percentiles of a list of latencies (ms, to a tenth); zeros for an empty list. */
export function latencyPercentiles(times: readonly number[]): RouteLatency {
  if (times.length === 0) return { count: 0, p50: 0, p99: 0, max: 0 };
  const sorted = times.toSorted((a, b) => a - b);
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const at = (share: number) => tenth(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: tenth(sorted.at(-1)!) };
}
