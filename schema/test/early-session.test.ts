import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEarlySession, takeEarlySession } from '../src/browser/early-session.ts';

/** The early session probe both web apps start first: one real request, its answer taken once. */
describe('the early session probe', () => {
  let server: Server;
  let asked = 0;
  const realFetch = globalThis.fetch;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ path: request.url, me: null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A page's relative address, resolved against the page's origin as a browser does.
    globalThis.fetch = (input, init) => realFetch(new URL(String(input), origin), init);
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks /v1/auth/session once, and hands its answer to the first reader only', async () => {
    expect(takeEarlySession()).toBeUndefined();
    startEarlySession();
    const taken = takeEarlySession();
    expect(taken).toBeDefined();
    expect(await (await taken!).json()).toEqual({ path: '/v1/auth/session', me: null });
    expect(asked).toBe(1);
    // A later question (after signing in or out) goes to the server again: nothing early is left.
    expect(takeEarlySession()).toBeUndefined();
  });
});
