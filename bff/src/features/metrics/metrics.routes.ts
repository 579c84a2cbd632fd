import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses } from '../../http/openapi-common.ts';

export const metricsRoute = createRoute({
  method: 'get',
  path: '/metrics',
  tags: ['Platform'],
  summary: 'Metrics in the Prometheus text format (administrators, or a scraper with METRICS_TOKEN)',
  description:
    'Requests counted by method, route pattern and status (`binome_http_requests_total`), their latency (`binome_http_request_duration_seconds`, a histogram), and the depth of the job queue: scheduled jobs due and waiting for a replica, jobs running, invitations waiting to be sent. Each replica answers its own counts. Read by a signed-in administrator, or with `Authorization: Bearer <METRICS_TOKEN>` when the server has one.',
  security: [{ session: [] }, { metricsToken: [] }],
  request: { query: z.strictObject({}) },
  responses: {
    200: { description: 'The metrics (text/plain; version=0.0.4)', content: { 'text/plain': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});
