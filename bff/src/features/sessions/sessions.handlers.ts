import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { batchDeleteSessionsRoute, cancelSessionRoute, moveOccurrenceRoute, openGroupsRoute, registerRoute, unregisterRoute } from './sessions.routes.ts';
import { openGroupSessions } from './open-groups.ts';
import { batchDeleteSessions, cancelSession, moveOccurrence } from './session-actions.ts';
import { changeRegistration } from './registration.ts';

/** The sessions' actions beyond plain writes (section 4, "Session operations"). */
export function registerSessionRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(cancelSessionRoute, async (context) =>
    context.json(await cancelSession(operationContext(context), context.req.valid('param').id, context.req.valid('json')), 200),
  );

  app.openapi(moveOccurrenceRoute, async (context) => {
    const { startDate, endDate } = context.req.valid('json');
    const moved = await moveOccurrence(operationContext(context), context.req.valid('param').id, startDate, endDate);
    return context.json(
      { id: moved._id, sessionId: moved.sessionId, startDate: moved.startDate, endDate: moved.endDate, status: moved.status, moved: true },
      200,
    );
  });

  // Declared before the generic `/sessions/{id}`, which would otherwise take `open-groups` for an id.
  app.openapi(openGroupsRoute, async (context) => {
    const { rows, total } = await openGroupSessions(operationContext(context), context.req.valid('query'));
    context.header('x-total-count', String(total));
    return context.json(rows, 200);
  });

  app.openapi(batchDeleteSessionsRoute, async (context) =>
    context.json(await batchDeleteSessions(operationContext(context), context.req.valid('json').ids), 200),
  );

  app.openapi(registerRoute, async (context) =>
    context.json(await changeRegistration(operationContext(context), context.req.valid('param').id, 'register', context.req.valid('json').studentId), 200),
  );
  app.openapi(unregisterRoute, async (context) =>
    context.json(await changeRegistration(operationContext(context), context.req.valid('param').id, 'unregister', context.req.valid('json').studentId), 200),
  );
}
