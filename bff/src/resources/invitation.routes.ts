import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, INVITATION_LINK_HOURS, INVITATION_RESEND_MINUTES, type Resource } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, withOpenApi } from '../http/openapi-common.ts';
import { operationNames } from './resource.routes.ts';

export const InvitationQueuedSchema = z
  .object({ channel: z.enum(['email', 'sms']).openapi({ description: 'How it goes: by mail, or by text message when the person has only a phone.' }) })
  .openapi('InvitationQueued');

/**
 * `POST /{apiName}/{id}/invitation` of one users view. Defined apart from the generated routes (`resourceRoutes`),
 * so that a partner key, which reaches only those, never reaches it.
 */
export function invitationRoute(resource: Resource) {
  return createRoute({
    method: 'post',
    path: `/${resource.apiName}/{id}/invitation`,
    operationId: operationNames(resource.name).invite,
    tags: [resource.name],
    security: [{ session: [] }],
    summary: `Send the invitation of one of ${resource.name} again`,
    description:
      `Mails the person a link to choose their password (valid ${INVITATION_LINK_HOURS} hours, once; the earlier link stops working), or texts it when they have only a phone, in their language. ` +
      `Staff who may update the record only. No body. At most one invitation per person every ${INVITATION_RESEND_MINUTES} minutes, whoever asks (the one sent at creation counts).`,
    request: {
      params: z.object({ id: withOpenApi(idSchema, { param: { name: 'id', in: 'path' }, example: 'a1b2c3' }) }),
      // No parameter is expected: any is refused (400 badQuery), as on every route.
      query: z.strictObject({}),
    },
    responses: {
      202: jsonAnswer('Queued in the outbox and sent at once (retried every minute if the mail or text service fails)', InvitationQueuedSchema),
      409: jsonAnswer(
        '`invitationAlreadyAccepted`: the person already chose a password; `invitationNotPossible`: the account may not sign in, or has neither e-mail nor phone',
        ErrorSchema,
      ),
      429: {
        description: '`invitationTooSoon`: an invitation was sent to this person less than 5 minutes ago',
        headers: { 'retry-after': { description: 'Seconds until another one may be sent.', schema: { type: 'integer' as const } } },
        content: { 'application/json': { schema: ErrorSchema } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });
}
