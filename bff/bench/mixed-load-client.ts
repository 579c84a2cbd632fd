import autocannon, { type Request } from 'autocannon';
import { latencyPercentiles, type RouteLatency } from './latency-percentiles.ts';

/**
 * The load of the mixed benchmark, run in its own process so that it does not take the server's CPU: each of the
 * connections goes round a mix of what staff do all day (lists with filters and pages, single records, the
 * dashboard). The `writes` mix puts one write in ten requests (a new establishment, each named once, and a change
 * to a tutor, whose list and labels the reads then see again); `reads` has none; `route=<name>` sends one route of
 * the mix alone, `amount` times on one connection (the server counts its CPU time per request meanwhile).
 * Prints autocannon's result as JSON, with each route's latency percentiles.
 *
 * `node mixed-load-client.js <url> <cookie> <tutor ids> <connections> <seconds or amount> <mix>`
 */
const [url, cookie, tutorIds, connections, durationOrAmount, mix] = [
  process.argv[2]!,
  process.argv[3]!,
  process.argv[4]!.split(','),
  Number(process.argv[5]),
  Number(process.argv[6]),
  process.argv[7] ?? 'writes',
];
const headers = { cookie, origin: url };
const list = (query: string): Request => ({ method: 'GET', path: `/v1/tutors?${query}`, headers });
let written = 0;

/** The reads of the mix, by the name the per-route table shows. */
const READS: Record<string, Request> = {
  'tutors active by name': list('_start=0&_end=20&_sort=contactDetails.lastName&_order=asc&status=active'),
  'one tutor': { method: 'GET', path: `/v1/tutors/${tutorIds[0]}`, headers },
  'tutors of a program, newest': list('_start=40&_end=60&_sort=createdAt&_order=desc&program.programId=az-rem-4ca0f8d'),
  dashboard: { method: 'GET', path: '/v1/dashboard', headers },
  'tutors search q=Martin': list('_start=0&_end=20&q=Martin'),
  'another tutor': { method: 'GET', path: `/v1/tutors/${tutorIds[1]}`, headers },
  'tutors, two sorts and filters': list(
    '_start=20&_end=40&_sort=contactDetails.lastName,createdAt&_order=asc,desc&status=active&program.programId=az-rem-4ca0f8d',
  ),
  establishments: { method: 'GET', path: '/v1/establishments?_start=0&_end=20', headers },
  'tutors pending, page 6': list('_start=100&_end=120&status=pending'),
};

/** The writes, taken in turn: a new establishment, then a change to one of the tutors the writes go round. */
const changedTutors = tutorIds.slice(2);
const WRITES: Record<string, Request> = {
  'create establishment': {
    method: 'POST',
    path: '/v1/establishments',
    headers: { ...headers, 'content-type': 'application/json' },
    setupRequest: (request) => {
      written += 1;
      return { ...request, body: JSON.stringify({ establishmentName: `Collège du banc d'essai ${process.pid}-${written}`, typeOfEstablishment: 'middle' }) };
    },
  },
  'change a tutor': {
    method: 'PATCH',
    path: '/v1/tutors',
    headers: { ...headers, 'content-type': 'application/json' },
    setupRequest: (request) => {
      written += 1;
      const id = changedTutors[written % changedTutors.length];
      return { ...request, path: `/v1/tutors/${id}`, body: JSON.stringify({ tutorPreferences: { weekendAvailability: written % 4 < 2 } }) };
    },
  },
};

/** Nine reads and one write, the writes alternating between rounds (each round of ten is one connection's). */
function mixOf(name: string): [string, Request][] {
  const reads = Object.entries(READS);
  if (name === 'reads') return reads;
  if (name === 'writes') {
    const [create, change] = Object.entries(WRITES);
    return [...reads, create!, ...reads, change!];
  }
  const route = name.replace(/^route=/, '');
  const request = READS[route] ?? WRITES[route];
  if (!request) throw new Error(`No route named ${route} in the mix`);
  return [[route, request]];
}

const routes = mixOf(mix);
// Each response's route, told by its request's onResponse just before autocannon reports the response's latency.
const latencies = new Map<string, number[]>(routes.map(([name]) => [name, []]));
const requests = routes.map(([name, request]): Request => ({
  ...request,
  onResponse: (_status, _body, context) => {
    context.route = name;
  },
}));
const single = mix.startsWith('route=');
const instance = autocannon({
  url,
  connections,
  ...(single ? { amount: durationOrAmount } : { duration: durationOrAmount }),
  requests,
});
instance.on('response', (client, _status, _bytes, responseTime) => {
  const route = client.requestIterator.context.route;
  if (typeof route === 'string') latencies.get(route)?.push(responseTime);
});
instance.on('done', (result) => {
  const byRoute: Record<string, RouteLatency> = {};
  for (const [name, times] of latencies) byRoute[name] = latencyPercentiles(times);
  console.info(
    JSON.stringify({
      latency: result.latency,
      requests: result.requests,
      errors: result.errors,
      non2xx: result.non2xx,
      statusCodeStats: result.statusCodeStats,
      written,
      byRoute,
    }),
  );
});
