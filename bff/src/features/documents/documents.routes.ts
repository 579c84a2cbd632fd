import { createRoute, z } from '@hono/zod-openapi';
import { getResource, idSchema, UPLOAD_MAX_BYTES } from '@binome/schema';
import { ErrorSchema, errorResponses, withOpenApi } from '../../http/openapi-common.ts';
import { recordSchemaOf } from '../../resources/record-schema.ts';

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const idParam = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
// The document, its fields as the reader may read them: the generated record's schema, every field optional.
const documentAnswer = (description: string) => answer(description, recordSchemaOf(getResource('documents')));

/** The upload form, as `multipart/form-data`: the fields first or last, one file. */
export const UploadFormSchema = z
  .object({
    kind: z.enum(['criminal-record', 'other']),
    title: z.string().max(200).optional().openapi({ description: 'What an other document is.' }),
    'criminalRecord.number': z.string().max(50).optional().openapi({ description: 'Required for a criminal-record attestation.' }),
    'criminalRecord.issueDate': z.string().optional().openapi({ format: 'date', description: 'Required for a criminal-record attestation; not after today.' }),
    'criminalRecord.issuedBy': z.string().max(200).optional().openapi({ description: 'Required for a criminal-record attestation.' }),
    file: z.string().openapi({ format: 'binary', description: `A PDF (checked on its content), at most ${UPLOAD_MAX_BYTES} bytes.` }),
  })
  .openapi('DocumentUpload');

/**
 * The upload reads its body as a stream (a file never held whole), which the generated validators cannot do: the
 * route is declared here for the OpenAPI document and handled by hand (documents.handlers.ts).
 */
export const uploadRoute = createRoute({
  method: 'post',
  path: '/documents',
  tags: ['documents'],
  security: [{ session: [] }],
  summary: 'Upload a document (the criminal-record attestation or another one) for the signed-in volunteer',
  description: `Tutors and prospect leads, for themselves (403 for anyone else). One PDF, checked on its content (415 \`notPdf\` otherwise, whatever its name or declared type), at most ${UPLOAD_MAX_BYTES} bytes counted while it streams (413 \`fileTooLarge\`, and nothing is kept). The document then waits for the staff's review.`,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadFormSchema } } } },
  responses: { 201: documentAnswer('Uploaded, to review'), ...errorResponses(400, 401, 403, 413, 415, 500) },
});

export const fileRoute = createRoute({
  method: 'get',
  path: '/documents/{id}/file',
  tags: ['documents'],
  security: [{ session: [] }],
  summary: "A document's PDF, streamed",
  description:
    'Its owner and the staff who may read the document; 404 for anyone else, and once the file was deleted after the review (`fileGone`). Each download is written to the audit. Always an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox`): an upload is never shown by a browser as a page of this origin; a viewer shows it from the bytes it fetched.',
  request: {
    params: idParam,
    query: z.strictObject({
      disposition: z
        .enum(['attachment', 'inline'])
        .optional()
        .openapi({ deprecated: true, description: 'Accepted for older clients and ignored: the file is always an attachment.' }),
    }),
  },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(400, 401, 404),
  },
});

export const ReviewRequestSchema = z
  .strictObject({
    outcome: z.enum(['accepted', 'refused']),
    reason: z.string().trim().min(3).max(1000).optional().openapi({ description: 'Required when refused; the volunteer reads it.' }),
  })
  .openapi('DocumentReviewRequest');

export const reviewRoute = createRoute({
  method: 'post',
  path: '/documents/{id}/review',
  tags: ['documents'],
  security: [{ session: [] }],
  summary: 'Accept or refuse a document waiting for review',
  description:
    "Administrators and recruiters, and coordinators of the owner's program. An accepted criminal-record attestation's number, issue date and issuer are copied onto its owner's record. Once reviewed, a criminal-record attestation's PDF is deleted and only its facts and the review are kept; when the file could not be deleted yet, `x-warning` says `errors.fileDeleteFailed` and it is deleted later.",
  request: { params: idParam, query: z.strictObject({}), body: { required: true, content: { 'application/json': { schema: ReviewRequestSchema } } } },
  responses: {
    200: {
      ...documentAnswer('Reviewed'),
      headers: {
        'x-warning': {
          description: "`errors.fileDeleteFailed` when the attestation's file could not be deleted yet (it is deleted later).",
          schema: { type: 'string' as const },
        },
      },
    },
    409: answer('`documentReviewed`: already reviewed', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
