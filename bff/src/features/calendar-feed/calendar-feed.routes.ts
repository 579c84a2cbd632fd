import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonAnswer } from '../../http/openapi-common.ts';

const FeedUrlSchema = z
  .object({ url: z.string().openapi({ description: 'Secret: whoever has it reads the calendar. Renew it to cut old copies off.' }) })
  .openapi('CalendarFeed');

export const ownFeedRoute = createRoute({
  method: 'get',
  path: '/calendar/feed',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: "The signed-in person's calendar feed URL",
  description:
    "An iCalendar URL to subscribe to in a calendar app: every session occurrence the person takes part in (a parent: their children's), cancelled ones marked so. Made at the first request.",
  request: { query: z.strictObject({}) },
  responses: { 200: jsonAnswer('The URL', FeedUrlSchema), ...errorResponses(400, 401) },
});

export const feedStateRoute = createRoute({
  method: 'get',
  path: '/calendar/feed/state',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: 'Whether the signed-in person has a calendar feed URL',
  description: 'Makes none: tells the account page whether to offer renewing the URL (after a password change, for instance).',
  request: { query: z.strictObject({}) },
  responses: { 200: jsonAnswer('Whether a feed exists', z.object({ exists: z.boolean() }).openapi('CalendarFeedState')), ...errorResponses(400, 401) },
});

export const renewFeedRoute = createRoute({
  method: 'post',
  path: '/calendar/feed/renew',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: 'A new calendar feed URL; the old one stops working',
  request: {
    query: z.strictObject({}),
    body: { required: true, content: { 'application/json': { schema: z.strictObject({}).openapi('CalendarFeedRenewRequest') } } },
  },
  responses: { 200: jsonAnswer('The new URL', FeedUrlSchema), ...errorResponses(400, 401, 413, 415) },
});

export const feedCalendarRoute = createRoute({
  method: 'get',
  path: '/calendar/feeds/{secret}',
  tags: ['sessions'],
  summary: "A person's calendar (iCalendar, RFC 5545)",
  description:
    'Public: the secret in the path is the key. 404 for an unknown or renewed secret, and once its owner is deactivated, archived, suspended, at the end of their commitment, deleted or erased.',
  request: {
    params: z.object({
      secret: z
        .string()
        .min(20)
        .max(100)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
    query: z.strictObject({}),
  },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses(400, 404, 429),
  },
});
