import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { completeVideoRoute, drawRoute, heartbeatRoute, stateRoute, submitRoute } from './onboarding.routes.ts';
import { completeVideo, drawQuiz, onboardingState, quizSettingsOf, submitQuiz, videoHeartbeat } from './onboarding.operations.ts';

/**
 * The onboarding of future tutors and parents (section 4): the training video watched to the end as the server
 * counts it, then the quiz it scores. Every move of the step follows the schema's transition table.
 */
export function registerOnboardingRoutes(app: OpenAPIHono<AppEnv>): void {
  const settings = (context: { get(key: 'deps'): AppEnv['Variables']['deps'] }) => quizSettingsOf(context.get('deps').env);
  app.openapi(stateRoute, async (context) => {
    context.header('cache-control', 'no-store');
    return context.json(await onboardingState(operationContext(context), settings(context)), 200);
  });
  app.openapi(heartbeatRoute, async (context) => context.json(await videoHeartbeat(operationContext(context), context.req.valid('json')), 200));
  app.openapi(completeVideoRoute, async (context) => context.json(await completeVideo(operationContext(context)), 200));
  app.openapi(drawRoute, async (context) => {
    context.header('cache-control', 'no-store');
    return context.json(await drawQuiz(operationContext(context), settings(context)), 200);
  });
  app.openapi(submitRoute, async (context) => context.json(await submitQuiz(operationContext(context), settings(context), context.req.valid('json')), 200));
}
