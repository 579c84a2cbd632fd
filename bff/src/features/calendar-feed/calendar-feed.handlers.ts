import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { signedInOf } from '../../auth/signed-in.ts';
import { feedCalendarRoute, feedStateRoute, ownFeedRoute, renewFeedRoute } from './calendar-feed.routes.ts';
import { feedCalendar, ownFeedState, ownFeedUrl, renewedFeedUrl } from './calendar-feed.operations.ts';

/** Calendars and feeds: a personal iCalendar URL per person, renewable. */
export function registerCalendarFeedRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(ownFeedRoute, async (context) => {
    const deps = context.get('deps');
    return context.json(await ownFeedUrl(deps.store, deps.env, signedInOf(context).userId, deps.now()), 200);
  });
  app.openapi(feedStateRoute, async (context) => context.json(await ownFeedState(context.get('deps').store, signedInOf(context).userId), 200));
  app.openapi(renewFeedRoute, async (context) => {
    const deps = context.get('deps');
    return context.json(await renewedFeedUrl(deps.store, deps.env, signedInOf(context).userId, deps.now()), 200);
  });
  app.openapi(feedCalendarRoute, async (context) => {
    const deps = context.get('deps');
    const calendar = await feedCalendar(deps.store, deps.env, context.req.valid('param').secret, deps.now());
    return context.body(calendar, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' });
  });
}
