/** The part of autocannon's programmatic interface the mixed-load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Histogram {
    p50: number;
    p97_5: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  interface Instance {
    on(event: 'done', listener: (result: Result) => void): void;
  }
  function autocannon(options: { url: string; connections: number; duration: number; requests: Request[] }): Instance;
  export default autocannon;
}
