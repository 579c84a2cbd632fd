import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInGeocoder } from '../../src/geocoding/stand-in.ts';

/** The geocoder's stand-in served over HTTP on a free local port, as the national address base would be; `stop` takes it down. */
export async function startGeocoderStandIn(port = 0): Promise<{ url: string; calls: () => number; stop: () => Promise<void> }> {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    calls += 1;
    const answer = standInGeocoder(new Request(`http://127.0.0.1${request.url ?? '/'}`, { method: request.method ?? 'GET' }));
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    void answer.text().then((body) => response.end(body));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls: () => calls,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
