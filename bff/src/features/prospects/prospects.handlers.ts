import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { stopProspectRoute, validateProspectRoute } from './prospects.routes.ts';
import { stopProspect, validateProspect } from './prospect-decision.ts';

/** Staff's decision on a prospect (section 4): validate, or stop with a reason. */
export function registerProspectRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(validateProspectRoute, async (context) =>
    context.json(await validateProspect(operationContext(context), context.req.valid('param').id, context.req.valid('json')), 200),
  );
  app.openapi(stopProspectRoute, async (context) =>
    context.json(await stopProspect(operationContext(context), context.req.valid('param').id, context.req.valid('json')), 200),
  );
}
