import { createRoute, z } from '@hono/zod-openapi';
import { CERTIFICATE_MAX_DAYS, certificateLanguages, getResource, idSchema, VALIDATION_MESSAGES } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, jsonBody, withOpenApi } from '../../http/openapi-common.ts';
import { recordSchemaOf } from '../../resources/record-schema.ts';

const idParam = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });
const day = z.iso.date().openapi({ example: '2026-09-01', description: 'A Paris day, YYYY-MM-DD.' });
const DAY_MS = 86_400_000;

export const CertificateRequestSchema = z
  .strictObject({
    from: day,
    to: day.openapi({ description: 'The last day included; not after today.' }),
    language: withOpenApi(certificateLanguages.schema as z.ZodType<'fr' | 'en'>, { description: 'The language the certificate is written in.' }),
  })
  .superRefine((request, context) => {
    if (request.to < request.from) context.addIssue({ code: 'custom', path: ['to'], message: VALIDATION_MESSAGES.endBeforeStart });
    else if ((Date.parse(request.to) - Date.parse(request.from)) / DAY_MS + 1 > CERTIFICATE_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: VALIDATION_MESSAGES.maxValue, params: { max: CERTIFICATE_MAX_DAYS } });
  })
  .openapi('CertificateRequest', { description: `A period of at most ${CERTIFICATE_MAX_DAYS} days. The hours, students and code are the server's.` });

export const RevocationRequestSchema = z.strictObject({ reason: z.string().trim().min(3).max(1000) }).openapi('CertificateRevocationRequest');

export const HeldHoursSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    minutes: z.number().int(),
    occurrencesCount: z.number().int(),
    studentsCount: z.number().int(),
  })
  .openapi('HeldHours', {
    description: 'Occurrences held (the tutor and at least one student present in an entered or confirmed class report) and the students present.',
  });

export const VerificationSchema = z
  .object({
    tutorName: z.string(),
    from: z.string(),
    to: z.string(),
    minutes: z.number().int(),
    issuedAt: z.string(),
    revoked: z.boolean(),
  })
  .openapi('CertificateVerification', { description: 'All that the verification says: nothing else about anyone.' });

// The certificate, its fields as the reader may read them: the generated record's schema, every field optional.
const certificateAnswer = (description: string) => jsonAnswer(description, recordSchemaOf(getResource('certificates')));

export const heldHoursRoute = createRoute({
  method: 'get',
  path: '/certificates/held-hours',
  tags: ['certificates'],
  security: [{ session: [] }],
  summary: "The signed-in tutor's held hours in the current scholar year so far",
  description: 'Tutors only (403 for anyone else).',
  request: { query: z.strictObject({}) },
  responses: { 200: jsonAnswer('The hours so far', HeldHoursSchema), ...errorResponses(400, 401, 403) },
});

export const issueRoute = createRoute({
  method: 'post',
  path: '/certificates',
  tags: ['certificates'],
  security: [{ session: [] }],
  summary: 'Issue a volunteer certificate to the signed-in tutor for a period',
  description:
    'Tutors only, for themselves (403 for anyone else). The held hours and students are worked out from the occurrences and their class reports, then frozen; the code of the verification page is made at random. The same period and language with unchanged figures answer the certificate already issued (200).',
  request: { query: z.strictObject({}), body: jsonBody(CertificateRequestSchema) },
  responses: { 201: certificateAnswer('Issued'), 200: certificateAnswer('Already issued with these figures'), ...errorResponses(400, 401, 403, 413, 415) },
});

export const pdfRoute = createRoute({
  method: 'get',
  path: '/certificates/{id}/pdf',
  tags: ['certificates'],
  security: [{ session: [] }],
  summary: 'A certificate as a PDF, with the QR code of its verification page',
  description: 'Its tutor and the staff who may read it; 404 for anyone else.',
  request: { params: idParam, query: z.strictObject({}) },
  responses: {
    200: { description: 'The PDF (an attachment)', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(400, 401, 404),
  },
});

export const revokeRoute = createRoute({
  method: 'post',
  path: '/certificates/{id}/revoke',
  tags: ['certificates'],
  security: [{ session: [] }],
  summary: 'Revoke a certificate, with a reason',
  description: "Administrators, and managers and coordinators of the tutor's program. The verification page then says it is revoked.",
  request: { params: idParam, query: z.strictObject({}), body: jsonBody(RevocationRequestSchema) },
  responses: {
    200: certificateAnswer('Revoked'),
    409: jsonAnswer('`certificateRevoked`: already revoked', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const verifyRoute = createRoute({
  method: 'get',
  path: '/verify/{code}',
  tags: ['certificates'],
  summary: 'Verify a volunteer certificate by the code of its QR code',
  description:
    'Public and rate-limited per address. Answers the name printed, the period, the hours, the issue date and whether it was revoked; 404 for an unknown code.',
  request: {
    params: z.object({
      code: z
        .string()
        .min(22)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/)
        .openapi({ param: { name: 'code', in: 'path' }, example: 'q7N0cS3a9XbVw2Lk5mPzYtRe' }),
    }),
    query: z.strictObject({}),
  },
  responses: { 200: jsonAnswer('The certificate as it was issued', VerificationSchema), ...errorResponses(400, 404, 429) },
});
