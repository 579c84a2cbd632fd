import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.ts';
import { operationContext } from '../../resources/resource.handlers.ts';
import { completeModuleRoute, moduleHeartbeatRoute, moduleQuizRoute, ownPathRoute, submitModuleQuizRoute, tutorPathRoute } from './training.routes.ts';
import { completeTrainingModule, ownTrainingPath, submitTrainingQuiz, trainingHeartbeat, trainingQuiz, tutorTrainingPath } from './training.operations.ts';

/**
 * The tutors' training path (/tutor/training-path): modules in the administrators' order, each done as the server
 * records it (a video watched to the end on its clock, a quiz passed on its scoring), and followed by staff.
 */
export function registerTrainingRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(ownPathRoute, async (context) => {
    context.header('cache-control', 'no-store');
    return context.json(await ownTrainingPath(operationContext(context)), 200);
  });
  app.openapi(tutorPathRoute, async (context) => {
    context.header('cache-control', 'no-store');
    return context.json(await tutorTrainingPath(operationContext(context), context.req.valid('param').tutorId), 200);
  });
  app.openapi(moduleHeartbeatRoute, async (context) =>
    context.json(await trainingHeartbeat(operationContext(context), context.req.valid('param').moduleId, context.req.valid('json').position), 200),
  );
  app.openapi(completeModuleRoute, async (context) =>
    context.json(await completeTrainingModule(operationContext(context), context.req.valid('param').moduleId), 200),
  );
  app.openapi(moduleQuizRoute, async (context) => {
    context.header('cache-control', 'no-store');
    return context.json(await trainingQuiz(operationContext(context), context.req.valid('param').moduleId), 200);
  });
  app.openapi(submitModuleQuizRoute, async (context) =>
    context.json(await submitTrainingQuiz(operationContext(context), context.req.valid('param').moduleId, context.req.valid('json').answers), 200),
  );
}
