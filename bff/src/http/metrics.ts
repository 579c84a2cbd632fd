/**
 * The API's request metrics, kept in memory per app (each `createApp` has its own, so apps built side by side, as
 * the tests do, never count each other's requests) and written in the Prometheus text exposition format (0.0.4).
 * Counted by route pattern (`/v1/sessions/:id`), never the raw path, so that ids cannot multiply the series.
 * Each replica counts its own requests; Prometheus adds the replicas up.
 */

/** Upper bounds of the latency histogram, in seconds: from a cached answer to a slow export. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** A value read when the metrics are asked for (the job queue's depth). */
export interface Gauge {
  name: string;
  help: string;
  value: number;
}

interface LatencySeries {
  buckets: number[];
  sum: number;
  count: number;
}

export interface RequestMetrics {
  observe(request: { method: string; route: string; status: number; seconds: number }): void;
  /** The exposition text of what was counted so far, followed by the given gauges. */
  render(gauges?: readonly Gauge[]): string;
}

export function createRequestMetrics(): RequestMetrics {
  const requests = new Map<string, number>();
  const latencies = new Map<string, LatencySeries>();

  return {
    observe({ method, route, status, seconds }) {
      const counted = labels({ method, route, status: String(status) });
      requests.set(counted, (requests.get(counted) ?? 0) + 1);
      const timed = labels({ method, route });
      const series = latencies.get(timed) ?? { buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      LATENCY_BUCKETS.forEach((bound, index) => {
        if (seconds <= bound) series.buckets[index]! += 1;
      });
      series.sum += seconds;
      series.count += 1;
      latencies.set(timed, series);
    },
    render(gauges = []) {
      const lines = [
        '# HELP binome_http_requests_total API requests answered, by method, route pattern and status.',
        '# TYPE binome_http_requests_total counter',
      ];
      for (const [key, value] of requests) lines.push(`binome_http_requests_total{${key}} ${value}`);
      lines.push(
        '# HELP binome_http_request_duration_seconds Time to answer an API request, by method and route pattern.',
        '# TYPE binome_http_request_duration_seconds histogram',
      );
      for (const [key, series] of latencies) {
        LATENCY_BUCKETS.forEach((bound, index) => lines.push(`binome_http_request_duration_seconds_bucket{${key},le="${bound}"} ${series.buckets[index]}`));
        lines.push(`binome_http_request_duration_seconds_bucket{${key},le="+Inf"} ${series.count}`);
        lines.push(`binome_http_request_duration_seconds_sum{${key}} ${series.sum}`);
        lines.push(`binome_http_request_duration_seconds_count{${key}} ${series.count}`);
      }
      for (const gauge of gauges) lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`, `${gauge.name} ${gauge.value}`);
      return `${lines.join('\n')}\n`;
    },
  };
}

/** `a="1",b="2"`, values escaped as the exposition format asks (backslash, double quote, line feed). */
function labels(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join(',');
}
