import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, withOpenApi } from '../../http/openapi-common.ts';

const idParam = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
const sealed = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const JoinRequestSchema = z.strictObject({ seance_id: sealed, seance_iv: sealed, user_id: sealed, user_iv: sealed }).openapi('SessionJoinRequest');

export const occurrenceLinkRoute = createRoute({
  method: 'get',
  path: '/session-occurrences/{id}/link',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: "The reader's own join link to an occurrence",
  description:
    "A Google Meet link as it is; otherwise `/session/{id}` with the occurrence's and the reader's ids sealed with AES-GCM (`seance_id`, `seance_iv`, `user_id`, `user_iv`). Only its tutors and students, a parent of its students, and staff who may update its session (403 `notJoinable` for anyone else who may read it).",
  request: { params: idParam, query: z.strictObject({}) },
  responses: {
    200: jsonAnswer('The link, and when the room opens', z.object({ url: z.string(), opensAt: z.string() }).openapi('SessionLink')),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const joinOccurrenceRoute = createRoute({
  method: 'post',
  path: '/session-occurrences/{id}/join',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: "Join an occurrence's video room with one's link",
  description:
    "The link must name this occurrence and the signed-in person (403 `linkInvalid` otherwise); the room opens 15 minutes before the start and closes at the end (409 `joinNotOpen`); a session held in person has no room (409 `noVideoRoom`). Only the people the occurrence names, a parent of its students and staff who may update its session join (403 `notJoinable`), and only while their account is in use. Each join is recorded (who, when, whether as staff) and audited. The room's name is random, kept with the occurrence, and handed out only here.",
  request: { params: idParam, query: z.strictObject({}), body: { required: true, content: { 'application/json': { schema: JoinRequestSchema } } } },
  responses: {
    200: jsonAnswer('The room to open', z.object({ roomUrl: z.string() }).openapi('SessionRoom')),
    409: jsonAnswer('`joinNotOpen`: too early or over; `noVideoRoom`: held in person', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
