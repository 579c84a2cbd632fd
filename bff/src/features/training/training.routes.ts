import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, MAX_TRAINING_MODULES, MAX_TRAINING_QUIZ_QUESTIONS, QUIZ_MAX_CHOICES, trainingModuleKinds, trainingModuleStates } from '@binome/schema';
import { errorResponses, ErrorSchema, jsonAnswer, jsonBody, withOpenApi } from '../../http/openapi-common.ts';

const moduleParam = z.object({ moduleId: withOpenApi(idSchema, { param: { name: 'moduleId', in: 'path' }, example: 'a1b2c3' }) });
const tutorParam = z.object({ tutorId: withOpenApi(idSchema, { param: { name: 'tutorId', in: 'path' }, example: 'a1b2c3' }) });

const PathModuleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    kind: trainingModuleKinds.schema as z.ZodType<string>,
    order: z.number().int(),
    description: z.string().optional(),
    url: z.string().optional().openapi({ description: 'A video, document or link: its address (a web address or a path of this origin).' }),
    durationSeconds: z.number().int().optional(),
    questionCount: z.number().int().optional(),
    passMark: z.number().int().optional(),
    state: trainingModuleStates.schema as z.ZodType<string>,
    completedAt: z.string().nullable(),
    score: z.number().int().nullable().openapi({ description: 'A quiz: the best score, in percent.' }),
    watchedSeconds: z.number().optional().openapi({ description: 'A video: how much of it the server saw watched.' }),
  })
  .openapi('TrainingPathModule');

export const TrainingPathSchema = z
  .object({
    modules: z.array(PathModuleSchema).max(MAX_TRAINING_MODULES),
    done: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    nextModuleId: z.string().nullable(),
    complete: z.boolean(),
  })
  .openapi('TrainingPath', { description: 'The active modules in their order, each done, next or locked, as the server recorded them.' });

export const TrainingHeartbeatSchema = z
  .strictObject({ position: z.number().min(0).max(36_000).openapi({ description: 'Seconds into the video, as the player says.' }) })
  .openapi('TrainingVideoHeartbeat');

export const TrainingQuizAnswersSchema = z
  .strictObject({
    answers: z
      .array(z.strictObject({ questionId: idSchema, choices: z.array(z.number().int().min(1).max(QUIZ_MAX_CHOICES)).max(QUIZ_MAX_CHOICES) }))
      .max(MAX_TRAINING_QUIZ_QUESTIONS),
  })
  .openapi('TrainingQuizAnswers');

const SELF_ONLY =
  'The signed-in tutor only, for themself (403 for anyone else). 404 for a module that is not in the path; 409 `trainingModuleLocked` for one after the next module.';
const locked = jsonAnswer('`trainingModuleLocked`: an earlier module is not done yet', ErrorSchema);

export const ownPathRoute = createRoute({
  method: 'get',
  path: '/training-path',
  tags: ['training'],
  security: [{ session: [] }],
  summary: "The signed-in tutor's training path and progress",
  description: "Tutors only (403 for anyone else). Never a quiz's right answers.",
  request: { query: z.strictObject({}) },
  responses: { 200: jsonAnswer('The path', TrainingPathSchema), ...errorResponses(400, 401, 403) },
});

export const tutorPathRoute = createRoute({
  method: 'get',
  path: '/training-path/tutors/{tutorId}',
  tags: ['training'],
  security: [{ session: [] }],
  summary: "A tutor's training path and progress, for the staff who may read that tutor",
  description: 'Staff only; 404 for a tutor the reader may not read.',
  request: { params: tutorParam, query: z.strictObject({}) },
  responses: { 200: jsonAnswer('The path', TrainingPathSchema), ...errorResponses(400, 401, 403, 404) },
});

export const moduleHeartbeatRoute = createRoute({
  method: 'post',
  path: '/training-path/modules/{moduleId}/heartbeats',
  tags: ['training'],
  security: [{ session: [] }],
  summary: 'A heartbeat of a video module (every few seconds, and on pause and end)',
  description: `${SELF_ONLY} The way from the previous heartbeat counts as watched only as far as the time elapsed on the server's clock allows.`,
  request: { params: moduleParam, query: z.strictObject({}), body: jsonBody(TrainingHeartbeatSchema) },
  responses: {
    200: jsonAnswer(
      'What the server counts as watched',
      z.object({ watchedSeconds: z.number(), durationSeconds: z.number(), watched: z.boolean() }).openapi('TrainingHeartbeatAnswer'),
    ),
    409: locked,
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const completeModuleRoute = createRoute({
  method: 'post',
  path: '/training-path/modules/{moduleId}/complete',
  tags: ['training'],
  security: [{ session: [] }],
  summary: 'Mark a video, document or link module done',
  description: `${SELF_ONLY} A video only once the heartbeats cover its duration (409 \`videoNotWatched\`); a quiz is done by passing it (409 \`trainingQuizNotPassed\`).`,
  request: { params: moduleParam, query: z.strictObject({}), body: jsonBody(z.strictObject({}).openapi('TrainingModuleCompletion')) },
  responses: { 200: jsonAnswer('The path after it', TrainingPathSchema), 409: locked, ...errorResponses(400, 401, 403, 404, 413, 415) },
});

export const moduleQuizRoute = createRoute({
  method: 'get',
  path: '/training-path/modules/{moduleId}/quiz',
  tags: ['training'],
  security: [{ session: [] }],
  summary: 'The questions of a quiz module, without their answers',
  description: SELF_ONLY,
  request: { params: moduleParam, query: z.strictObject({}) },
  responses: {
    200: jsonAnswer(
      'The questions and their choices (numbered from 1)',
      z
        .object({
          passMark: z.number().int(),
          questions: z.array(z.object({ id: z.string(), question: z.string(), choices: z.array(z.string()) })).max(MAX_TRAINING_QUIZ_QUESTIONS),
        })
        .openapi('TrainingQuiz'),
    ),
    409: locked,
    ...errorResponses(400, 401, 403, 404),
  },
});

export const submitModuleQuizRoute = createRoute({
  method: 'post',
  path: '/training-path/modules/{moduleId}/quiz',
  tags: ['training'],
  security: [{ session: [] }],
  summary: 'Answer a quiz module: the server scores it; passed, the module is done',
  description: `${SELF_ONLY} Tries are not limited: the path trains, it does not select. The best score is kept.`,
  request: { params: moduleParam, query: z.strictObject({}), body: jsonBody(TrainingQuizAnswersSchema) },
  responses: {
    200: jsonAnswer(
      'The result',
      z
        .object({ score: z.number().int(), correct: z.number().int(), total: z.number().int(), passed: z.boolean(), passMark: z.number().int() })
        .openapi('TrainingQuizResult'),
    ),
    409: locked,
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
