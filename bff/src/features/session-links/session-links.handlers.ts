import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { joinOccurrenceRoute, occurrenceLinkRoute } from './session-links.routes.ts';
import { joinOccurrence, linkFor } from './session-links.operations.ts';

/** Section 7, "Session link": the personal join link and the room behind it. */
export function registerSessionLinkRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(occurrenceLinkRoute, async (context) =>
    context.json(await linkFor(operationContext(context), context.get('deps').env, context.req.valid('param').id), 200),
  );
  app.openapi(joinOccurrenceRoute, async (context) =>
    context.json(await joinOccurrence(operationContext(context), context.get('deps').env, context.req.valid('param').id, context.req.valid('json')), 200),
  );
}
