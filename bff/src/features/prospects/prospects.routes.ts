import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, programIds, prospectStopReasons } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, jsonBody, withOpenApi } from '../../http/openapi-common.ts';

const idParam = z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) });

const ValidationAnswerSchema = z
  .object({
    id: z.string(),
    userRole: z.enum(['tutor', 'parent']),
    status: z.literal('active'),
    onBoardingStep: z.literal(7).optional(),
    decision: z.literal('validated'),
    validatedBy: z.string(),
    validatedAt: z.string(),
  })
  .openapi('ProspectValidation');

const StopRequestSchema = z
  .strictObject({ reason: prospectStopReasons.schema, description: z.string().trim().min(1).max(2000).optional() })
  .refine((request) => request.reason !== 'other' || request.description !== undefined, { path: ['description'], message: 'validation.required' })
  .openapi('ProspectStopRequest', { description: '`other` needs a description.' });

const StopAnswerSchema = z
  .object({
    id: z.string(),
    decision: z.literal('stopped'),
    isValidated: z.literal(false),
    stopReason: z.string(),
    description: z.string().optional(),
    stoppedBy: z.string(),
    stoppedAt: z.string(),
  })
  .openapi('ProspectStop');

/** The program the person enters, when they have none yet (registration asks none): within the validator's programs. */
const ValidationRequestSchema = z
  .strictObject({
    programId: programIds.schema.optional().openapi({
      description:
        "The program the validated person enters, when the prospect has none: one of the validating staff member's programs. A staff member of one program may leave it out.",
    }),
  })
  .openapi('ProspectValidationRequest');

export const validateProspectRoute = createRoute({
  method: 'post',
  path: '/prospects/{id}/validate',
  tags: ['prospects'],
  security: [{ session: [] }],
  summary: 'Validate a prospect: a prospect lead becomes an active tutor, a parent prospect a parent',
  description:
    "Staff who may update the prospect. A prospect lead must be at step 5 or 6 with an accepted criminal record extract. A prospect without a program enters the one chosen (`programId`, 400 `programRequired` when needed and missing, 403 `programOutsideReach` outside the validator's programs). The person is signed out and mailed.",
  request: { params: idParam, query: z.strictObject({}), body: jsonBody(ValidationRequestSchema) },
  responses: {
    200: jsonAnswer('Validated', ValidationAnswerSchema),
    409: jsonAnswer('`prospectDecided`, `onboardingNotFinished`, `criminalRecordNotAccepted` or `editConflict`', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const stopProspectRoute = createRoute({
  method: 'post',
  path: '/prospects/{id}/stop',
  tags: ['prospects'],
  security: [{ session: [] }],
  summary: 'Stop a prospect with a reason: they stay a prospect, signed out',
  description: 'Staff who may update the prospect.',
  request: { params: idParam, query: z.strictObject({}), body: jsonBody(StopRequestSchema) },
  responses: {
    200: jsonAnswer('Stopped', StopAnswerSchema),
    409: jsonAnswer('`prospectDecided` or `editConflict`', ErrorSchema),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
