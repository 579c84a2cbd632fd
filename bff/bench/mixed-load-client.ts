import autocannon from 'autocannon';

/**
 * The load of the mixed benchmark, run in its own process so that it does not take the server's CPU: each of the
 * connections goes round a mix of what staff do all day (lists with filters and pages, single records, the
 * dashboard) with a write now and then (a new establishment, each named once). Prints autocannon's result as JSON.
 */
const [url, cookie, tutorIds, connections, duration] = [
  process.argv[2]!,
  process.argv[3]!,
  process.argv[4]!.split(','),
  Number(process.argv[5]),
  Number(process.argv[6]),
];
const headers = { cookie, origin: url };
const list = (query: string) => ({ method: 'GET' as const, path: `/v1/tutors?${query}`, headers });
let written = 0;

const instance = autocannon({
  url,
  connections,
  duration,
  requests: [
    list('_start=0&_end=20&_sort=contactDetails.lastName&_order=asc&status=active'),
    { method: 'GET', path: `/v1/tutors/${tutorIds[0]}`, headers },
    list('_start=40&_end=60&_sort=createdAt&_order=desc&program.programId=az-rem-4ca0f8d'),
    { method: 'GET', path: '/v1/dashboard', headers },
    list('_start=0&_end=20&q=Martin'),
    { method: 'GET', path: `/v1/tutors/${tutorIds[1]}`, headers },
    list('_start=20&_end=40&_sort=contactDetails.lastName,createdAt&_order=asc,desc&status=active&program.programId=az-rem-4ca0f8d'),
    { method: 'GET', path: '/v1/establishments?_start=0&_end=20', headers },
    list('_start=100&_end=120&status=pending'),
    {
      method: 'POST',
      path: '/v1/establishments',
      headers: { ...headers, 'content-type': 'application/json' },
      setupRequest: (request) => {
        written += 1;
        return { ...request, body: JSON.stringify({ establishmentName: `Collège du banc d'essai ${process.pid}-${written}`, typeOfEstablishment: 'middle' }) };
      },
    },
  ],
});
instance.on('done', (result) => {
  console.info(
    JSON.stringify({
      latency: result.latency,
      requests: result.requests,
      errors: result.errors,
      non2xx: result.non2xx,
      statusCodeStats: result.statusCodeStats,
      written,
    }),
  );
});
