import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { Problem } from '../../http/problems.ts';
import { recordSecurityEvent } from '../../audit/security-log.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { childInvitationStatesRoute, inviteChildRoute } from './child-invitations.routes.ts';
import { childInvitationStates, inviteChild } from './child-invitations.operations.ts';

/** "Invite a child" of the parent's "My children" screen. */
export function registerChildInvitationRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(inviteChildRoute, async (context) => {
    const { id } = context.req.valid('param');
    const { mode } = context.req.valid('json');
    try {
      const sent = await inviteChild(operationContext(context), context.get('deps'), id, mode);
      await recordSecurityEvent(context, { kind: 'invitationSent', userId: id, details: { channel: mode === 'phone' ? 'sms' : 'email' } });
      return context.json(sent, 202);
    } catch (error) {
      if (error instanceof Problem && error.status === 429)
        context.header('retry-after', String((error as Problem & { retryAfterSeconds?: number }).retryAfterSeconds ?? 60));
      throw error;
    }
  });

  app.openapi(childInvitationStatesRoute, async (context) => context.json(await childInvitationStates(operationContext(context)), 200));
}
