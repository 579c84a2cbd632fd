import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { placesRoute } from './places.routes.ts';
import { searchPlaces } from './places.operations.ts';

/** Place search for the address fields of the staff and family forms (spec section 7: type a name, pick a place). */
export function registerPlaceRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(placesRoute, async (context) => {
    context.header('cache-control', 'no-store');
    return context.json(await searchPlaces(operationContext(context), context.req.valid('query')), 200);
  });
}
