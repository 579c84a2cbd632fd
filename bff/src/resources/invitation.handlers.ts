import type { OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_MESSAGES, getResource, INVITATION_REFUSALS, invitationChannelOf, isStaffRole, USER_VIEW_SUBJECTS } from '@binome/schema';
import type { AppEnv } from '../http/context.ts';
import { Problem, problems } from '../http/problems.ts';
import { recordSecurityEvent } from '../audit/security-log.ts';
import { deliverSoon } from '../messaging/invitation-delivery.ts';
import { canOn } from './access.ts';
import { toRecord } from './documents.ts';
import { invitationRefusalFor, queueInvitationAgain } from './invitations.ts';
import { readableFilter } from './operations.ts';
import { operationContext } from './resource.handlers.ts';
import { invitationRoute } from './invitation.routes.ts';

/** Resending the invitation of a person, on every users view (tutors, parents, students, staff views). */
export function registerInvitationRoutes(app: OpenAPIHono<AppEnv>): void {
  for (const name of USER_VIEW_SUBJECTS) {
    const resource = getResource(name);
    const { entity } = resource;
    app.openapi(invitationRoute(resource), async (context) => {
      const deps = context.get('deps');
      const operation = operationContext(context);
      const { signedIn, store, now } = operation;
      // Unknown, out of view and out of reach all answer 404, as a get would.
      const person = await store.collection(entity.collection).findOne(readableFilter(operation, entity, { _id: context.req.valid('param').id }, 'read'));
      if (!person) throw problems.notFound();
      // The invitation speaks for the association: staff who may change the record send it, not its owner or a parent.
      if (!isStaffRole(signedIn.role) || !canOn(signedIn.ability, 'update', entity, toRecord(entity, person))) throw problems.forbidden();
      const refusal = await invitationRefusalFor(store, person);
      if (refusal) throw new Problem(409, refusal, INVITATION_REFUSALS[refusal]);
      const queued = await queueInvitationAgain(store, person._id, signedIn.userId, now);
      if (!queued.queued) {
        context.header('retry-after', String(queued.retryAfterSeconds));
        throw new Problem(429, 'invitationTooSoon', ERROR_MESSAGES.invitationTooSoon);
      }
      const channel = invitationChannelOf(person)!;
      await recordSecurityEvent(context, { kind: 'invitationSent', userId: person._id, details: { channel } });
      await deliverSoon(deps, person._id);
      return context.json({ channel }, 202);
    });
  }
}
