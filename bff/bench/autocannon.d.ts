/** The part of autocannon's programmatic interface the mixed-load benchmark uses (the package ships no types). */
declare module 'autocannon' {
  /** What a connection keeps between its requests (`setupRequest` and `onResponse` share it). */
  export type RequestContext = Record<string, unknown>;
  export interface Request {
    method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: RequestContext) => Request;
    onResponse?: (status: number, body: string, context: RequestContext) => void;
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
  interface Client {
    requestIterator: { context: RequestContext };
  }
  interface Instance {
    on(event: 'done', listener: (result: Result) => void): void;
    on(event: 'response', listener: (client: Client, status: number, bytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: { url: string; connections: number; duration?: number; amount?: number; requests: Request[] }): Instance;
  export default autocannon;
}
