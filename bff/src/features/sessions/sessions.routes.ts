import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, ERROR_MESSAGES, idSchema, MAX_PAGE_SIZE } from '@binome/schema';
import { ErrorCodeSchema, errorResponses, ErrorSchema, jsonAnswer, jsonBody, totalCountHeader, withOpenApi } from '../../http/openapi-common.ts';
import { rowParameter } from '../../resources/list-query.ts';

const idParam = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
const instant = z.iso.datetime({ offset: true });

export const CancelRequestSchema = z
  .strictObject({
    cancelingReason: z.string().trim().min(1).max(200),
    cancelingDescription: z.string().trim().max(2000).optional(),
    occurrenceId: withOpenApi(idSchema.optional(), { description: 'Cancel this occurrence only.' }),
    from: instant.optional().openapi({ description: 'Cancel the series from this instant on (default: now). Ignored with `occurrenceId`.' }),
  })
  .openapi('SessionCancelRequest');

export const CancelAnswerSchema = z
  .object({
    canceled: z.number().int().min(0).openapi({ description: 'How many occurrences were cancelled.' }),
    seriesCanceled: z.boolean().openapi({ description: 'The whole remaining series was called off: the session is cancelled too.' }),
  })
  .openapi('SessionCancelAnswer');

export const MoveRequestSchema = z.strictObject({ startDate: instant, endDate: instant }).openapi('OccurrenceMoveRequest');

export const OccurrenceAnswerSchema = z
  .object({ id: z.string(), sessionId: z.string(), startDate: z.string(), endDate: z.string(), status: z.string(), moved: z.boolean().optional() })
  .openapi('OccurrenceMoved');

export const BatchDeleteRequestSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(100) }).openapi('SessionBatchDeleteRequest');

export const BatchDeleteAnswerSchema = z
  .object({
    deleted: z.array(z.string()).max(100),
    refused: z.array(z.object({ id: z.string(), code: ErrorCodeSchema, message: z.string() })).max(100),
  })
  .openapi('SessionBatchDeleteAnswer');

export const RegistrationRequestSchema = z
  .strictObject({ studentId: idSchema.optional().openapi({ description: 'The child a parent registers; a student registers themself and sends none.' }) })
  .openapi('SessionRegistrationRequest');

export const RegistrationAnswerSchema = z
  .object({ registered: z.boolean(), places: z.number().int().nullable().openapi({ description: 'Places left; null when the session has no limit.' }) })
  .openapi('SessionRegistrationAnswer');

export const cancelSessionRoute = createRoute({
  method: 'post',
  path: '/sessions/{id}/cancel',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: 'Cancel one occurrence, or the series from a date',
  description:
    "Staff who may update the session. Past occurrences are history and stay as they were. Cancelling what is left of a series cancels the session (when its status allows it) and frees its tutor's slot.",
  request: { params: idParam, query: z.strictObject({}), body: jsonBody(CancelRequestSchema) },
  responses: {
    200: jsonAnswer('Cancelled', CancelAnswerSchema),
    409: jsonAnswer('`occurrenceNotUpcoming`: the occurrence is over or already cancelled', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const moveOccurrenceRoute = createRoute({
  method: 'post',
  path: '/session-occurrences/{id}/move',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: 'Move one occurrence to another date and time',
  description:
    'Staff who may update its session. Checked against every booking of its tutors and students like a new session (409 `slotConflict` with the clashes in `details`).',
  request: { params: idParam, query: z.strictObject({}), body: jsonBody(MoveRequestSchema) },
  responses: {
    200: jsonAnswer('Moved', OccurrenceAnswerSchema),
    409: jsonAnswer('`slotConflict`: someone is busy then; `occurrenceNotUpcoming`: over or cancelled', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const batchDeleteSessionsRoute = createRoute({
  method: 'post',
  path: '/sessions/batch-delete',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: 'Delete several sessions',
  description:
    'Each session is deleted, with its occurrences, only if the author may delete it; the answer says which were deleted and why the others were refused. At most 100 ids.',
  request: { query: z.strictObject({}), body: jsonBody(BatchDeleteRequestSchema) },
  responses: {
    200: jsonAnswer('What was deleted and what was refused', BatchDeleteAnswerSchema),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

const registrationRoute = (action: 'register' | 'unregister') =>
  createRoute({
    method: 'post',
    path: `/sessions/{id}/${action}`,
    tags: ['sessions'],
    security: [{ session: [] }],
    summary: action === 'register' ? 'Register a student for a group session' : 'Withdraw a student from a group session',
    description:
      "A student for themself, a parent for one of their children, or staff who may update the session. Group sessions of the student's program only; " +
      (action === 'register'
        ? "within its places (`capacityReached`), and checked against the student's other bookings (409 `slotConflict`)."
        : 'their upcoming occurrences no longer count them.'),
    request: { params: idParam, query: z.strictObject({}), body: jsonBody(RegistrationRequestSchema) },
    responses: {
      200: jsonAnswer(action === 'register' ? 'Registered' : 'Withdrawn', RegistrationAnswerSchema),
      409: jsonAnswer('`notGroupSession`, `capacityReached`, `slotConflict`', ErrorSchema),
      ...errorResponses(400, 401, 403, 404, 413, 415),
    },
  });

export const registerRoute = registrationRoute('register');
export const unregisterRoute = registrationRoute('unregister');

export const OpenGroupsQuerySchema = z.strictObject(
  {
    studentId: withOpenApi(idSchema.optional(), { description: 'A parent: only this child. A student may name only themself.' }),
    _start: rowParameter('First row (0-based).', 0).optional(),
    _end: rowParameter(`Row after the last one; at most ${MAX_PAGE_SIZE} rows per page.`, DEFAULT_PAGE_SIZE).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? ERROR_MESSAGES.unknownParameter : undefined) },
);

export const OpenGroupSessionSchema = z
  .object({
    id: z.string().openapi({ description: 'The session: register with `POST /v1/sessions/{id}/register`.' }),
    subject: z.string().optional(),
    levels: z
      .array(z.object({ id: z.string(), label: z.string() }))
      .max(20)
      .openapi({ description: 'The levels it is meant for; empty for every level of the program.' }),
    tutoringMode: z.string().optional(),
    placeType: z.string().optional(),
    placeOrRoom: z.string().optional(),
    recurrenceName: z.string().optional(),
    capacity: z.number().int().nullable().openapi({ description: 'Places in all; null when the session has no limit.' }),
    registered: z.number().int().min(0).openapi({ description: 'Students registered (a count: other children are not named).' }),
    places: z.number().int().min(0).nullable().openapi({ description: 'Places left; null when the session has no limit.' }),
    nextOccurrence: z.object({ id: z.string(), startDate: z.string(), endDate: z.string() }),
    students: z
      .array(z.object({ userId: z.string(), fullName: z.string().optional(), registered: z.boolean() }))
      .max(50)
      .openapi({ description: 'The reader (a student) or their children (a parent) it is open to, and whether each is registered.' }),
  })
  .openapi('OpenGroupSession');

export const openGroupsRoute = createRoute({
  method: 'get',
  path: '/sessions/open-groups',
  tags: ['sessions'],
  security: [{ session: [] }],
  summary: "Group sessions a student or a parent's children could join",
  description:
    "A student for themself, a parent for each child: group sessions of the student's program, for their level when the session names levels, not cancelled, with an occurrence to come and a place left (or already theirs). Soonest first; `_start`/`_end`, at most " +
    `${MAX_PAGE_SIZE} rows per page, the total in \`x-total-count\`. Other roles: 403.`,
  request: { query: OpenGroupsQuerySchema },
  responses: {
    200: {
      description: 'One page of open group sessions',
      headers: totalCountHeader('Open group sessions, all pages.'),
      content: { 'application/json': { schema: z.array(OpenGroupSessionSchema).max(MAX_PAGE_SIZE) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});
