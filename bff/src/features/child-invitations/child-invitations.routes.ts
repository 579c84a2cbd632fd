import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, INVITATION_LINK_HOURS, INVITATION_RESEND_MINUTES, invitationModes } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, withOpenApi } from '../../http/openapi-common.ts';

/** The spec's invitation modes (section 5): `email`, or `phone` (a text message). */
const mode = z.enum(invitationModes.values);

/** Section 5: the invitation mode (e-mail or phone) must be chosen; nothing else is sent. */
export const ChildInvitationRequestSchema = withOpenApi(
  z.strictObject({ mode: mode.openapi({ description: "By mail to the child's e-mail, or by text message to their phone." }) }),
  'ChildInvitationRequest',
);

export const ChildInvitationSentSchema = z
  .object({
    mode,
    state: z.enum(['sent', 'queued']).openapi({ description: '`queued`: the first try failed (mail or text service down); it is retried every minute.' }),
  })
  .openapi('ChildInvitationSent');

export const ChildInvitationStateSchema = z
  .object({
    userId: z.string(),
    /** Where the child stands: an account (password chosen), or the last invitation's state, or none. */
    state: z.enum(['account', 'none', 'queued', 'sent', 'cancelled', 'failed']),
    mode: mode.optional(),
    at: z.string().optional().openapi({ description: 'When the last invitation was queued (ISO).' }),
  })
  .openapi('ChildInvitationState');

export const inviteChildRoute = createRoute({
  method: 'post',
  path: '/children/{id}/invitation',
  tags: ['children'],
  security: [{ session: [] }],
  summary: 'A parent invites their own child to use their account',
  description:
    `Sends the child a link to choose their password (valid ${INVITATION_LINK_HOURS} hours, once), by mail or by text message as the parent chooses. ` +
    `Parents whose account is validated (active) only (2033 otherwise), for their own children (404 otherwise). ` +
    `At most one invitation per child every ${INVITATION_RESEND_MINUTES} minutes, whoever asks.`,
  request: {
    params: z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) }),
    query: z.strictObject({}),
    body: { required: true, content: { 'application/json': { schema: ChildInvitationRequestSchema } } },
  },
  responses: {
    202: jsonAnswer('Sent, or queued when the first try failed', ChildInvitationSentSchema),
    409: jsonAnswer(
      '`invitationAlreadyAccepted`: the child already has a password; `invitationNotPossible`: no e-mail (or phone) for the chosen mode, or the account is closed',
      ErrorSchema,
    ),
    429: {
      description: '`invitationTooSoon`: an invitation was sent to this child less than 5 minutes ago',
      headers: { 'retry-after': { description: 'Seconds until another one may be sent.', schema: { type: 'integer' as const } } },
      content: { 'application/json': { schema: ErrorSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const childInvitationStatesRoute = createRoute({
  method: 'get',
  path: '/children/invitations',
  tags: ['children'],
  security: [{ session: [] }],
  summary: "Where the invitations of a parent's children stand",
  description: "One entry per child of the signed-in parent (or parent prospect): has an account, or the last invitation's state. At most 100.",
  request: { query: z.strictObject({}) },
  responses: {
    200: jsonAnswer('The states', z.array(ChildInvitationStateSchema).max(100)),
    ...errorResponses(400, 401, 403),
  },
});
