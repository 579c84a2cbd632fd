import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, getResource, idSchema, MAX_PAGE_SIZE } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, totalCountHeader, withOpenApi } from '../../http/openapi-common.ts';
import { REVIEWED_KINDS } from './report-review.ts';
import { rowParameter } from '../../resources/list-query.ts';

const kind = z.enum(Object.keys(REVIEWED_KINDS) as [keyof typeof REVIEWED_KINDS, ...(keyof typeof REVIEWED_KINDS)[]]);
const params = z.object({
  kind: withOpenApi(kind, { param: { name: 'kind', in: 'path' }, example: 'class-reports' }),
  id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }),
});

// Either kind of report, every field optional: what a reader gets depends on their rights and on the kind.
const ReviewedReportSchema = z
  .object({ ...getResource('scReports').entity.schemas.response.shape, ...getResource('classReports').entity.schemas.response.shape, id: z.string() })
  .openapi('ReviewedReport', { description: 'The report as the reader may see it (the fields of the class or SC report).' });

const QueueItemSchema = ReviewedReportSchema.extend({
  flags: z
    .array(z.enum(['absence', 'lowRating', 'late']))
    .max(3)
    .openapi({ description: 'Why it is read first: an absence, a rating of 2 or less, entered after its due date.' }),
  writtenByReader: z.boolean().openapi({ description: 'The reader wrote it: another reviewer confirms it (confirming answers 403 `ownReportValidation`).' }),
}).openapi('ReportReviewItem');

export const reviewQueueRoute = createRoute({
  method: 'get',
  path: '/report-review/{kind}',
  tags: ['reports'],
  security: [{ session: [] }],
  summary: 'The reports awaiting confirmation: flagged first, then the oldest',
  description: 'Staff who may update the reports. Entered, not confirmed, not sent back; only those the reader may see.',
  request: {
    params: z.object({ kind: withOpenApi(kind, { param: { name: 'kind', in: 'path' }, example: 'class-reports' }) }),
    query: z.strictObject({
      _start: rowParameter('First row (0-based).', 0).optional(),
      _end: rowParameter(`Row after the last one; at most ${MAX_PAGE_SIZE} rows per page.`, DEFAULT_PAGE_SIZE).optional(),
    }),
  },
  responses: {
    200: jsonAnswer(
      'One page of the queue',
      z.object({ data: z.array(QueueItemSchema).max(MAX_PAGE_SIZE), total: z.number().int() }),
      totalCountHeader('Reports awaiting confirmation, all pages (also `total` in the body).'),
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const confirmReportRoute = createRoute({
  method: 'post',
  path: '/{kind}/{id}/confirm',
  tags: ['reports'],
  security: [{ session: [] }],
  summary: 'Confirm (validate) a report: who and when are set by the server',
  description:
    'Staff who may update the report. Every attendance line must be present or absent (`absenceNotConfirmed`) and the report entered (`reportNotEntered`).',
  request: {
    params,
    query: z.strictObject({}),
    body: { required: true, content: { 'application/json': { schema: z.strictObject({}).openapi('ReportConfirmation') } } },
  },
  responses: {
    200: jsonAnswer('Confirmed', ReviewedReportSchema),
    409: jsonAnswer('`absenceNotConfirmed`, `reportNotEntered`, `reportAlreadyConfirmed` or `editConflict`', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const sendBackReportRoute = createRoute({
  method: 'post',
  path: '/{kind}/{id}/send-back',
  tags: ['reports'],
  security: [{ session: [] }],
  summary: 'Send a report back to its writer with a comment',
  description: 'Staff who may update the report. The comment is shown to the writer, never to families.',
  request: {
    params,
    query: z.strictObject({}),
    body: {
      required: true,
      content: { 'application/json': { schema: z.strictObject({ comment: z.string().trim().min(1).max(2000) }).openapi('ReportSendBack') } },
    },
  },
  responses: {
    200: jsonAnswer('Sent back', ReviewedReportSchema),
    409: jsonAnswer('`reportAlreadyConfirmed` or `editConflict`', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
