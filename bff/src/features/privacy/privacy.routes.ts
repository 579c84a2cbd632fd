import { createRoute, z } from '@hono/zod-openapi';
import { idSchema } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, jsonBody, JsonValueSchema, withOpenApi } from '../../http/openapi-common.ts';

const idParam = (name: string) => withOpenApi(idSchema, { param: { name, in: 'path' }, example: 'a1b2c3' });
const exportAnswer = {
  description:
    "One JSON document, an attachment written as it is read: `profile` (the person's record without secrets), `consents`, then `sessions`, `sessionOccurrences`, `pairs`, `classReports`, `scReports`, `documents` (metadata, never the files), `certificates`, `contactMessages`, `dataDeletionRequests`, `trainingProgress`, `quizAttempts`, `signInSessions`, `securityEvents`. Shared records keep only the person's own line; the other participants are only counted.",
  headers: { 'content-disposition': { schema: { type: 'string' as const }, description: '`attachment; filename="binome-data-….json"`' } },
  content: { 'application/json': { schema: z.record(z.string(), JsonValueSchema).openapi('PersonalDataExport') } },
};

export const ownExportRoute = createRoute({
  method: 'get',
  path: '/privacy/export',
  tags: ['Privacy'],
  security: [{ session: [] }],
  summary: "Download everything Binôme holds about oneself, or (a parent) about one's child (GDPR arts. 15 and 20)",
  description:
    "Any signed-in person. `userId` is for a parent and one of their own children only: anyone else's answers 404. Each export is written to the audit log.",
  request: { query: z.strictObject({ userId: idSchema.optional().openapi({ description: "A parent's child." }) }) },
  responses: { 200: exportAnswer, ...errorResponses(400, 401, 403, 404) },
});

export const personExportRoute = createRoute({
  method: 'get',
  path: '/privacy/export/{userId}',
  tags: ['Privacy'],
  security: [{ session: [] }],
  summary: 'Download everything Binôme holds about a person, on their request (administrators)',
  description: 'Administrators only (403 for anyone else). Each export is written to the audit log.',
  request: { params: z.object({ userId: idParam('userId') }), query: z.strictObject({}) },
  responses: { 200: exportAnswer, ...errorResponses(400, 401, 403, 404) },
});

const CarriedOutSchema = z
  .object({
    id: z.string(),
    requestStatus: z.literal('done'),
    erasedUserId: z.string(),
    handledBy: z.string(),
    handledAt: z.string(),
    outcome: z.string(),
    mailSent: z.boolean(),
  })
  .openapi('DataDeletionCarriedOut');

export const eraseRoute = createRoute({
  method: 'post',
  path: '/data-deletion-requests/{id}/erase',
  tags: ['Privacy'],
  security: [{ session: [] }],
  summary: 'Carry out a data-deletion request: erase the person it is about (GDPR art. 17)',
  description:
    'Administrators only. The person\'s identifying data is removed or replaced by "Personne supprimée" everywhere (their record, shared records, logs), their files deleted, their sign-in sessions ended and their account closed; ids, roles, programs, dates and states stay for the statistics. The request is marked done with what was done, and its author is told by mail. 403 for a staff account or oneself; 409 when the request was already carried out.',
  request: {
    params: z.object({ id: idParam('id') }),
    query: z.strictObject({}),
    body: jsonBody(z.strictObject({ userId: idSchema }).openapi('DataDeletionErasure')),
  },
  responses: {
    200: jsonAnswer('Carried out', CarriedOutSchema),
    409: jsonAnswer('`deletionRequestDone`', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
