import { createRoute, z } from '@hono/zod-openapi';
import { idSchema, onboardingStatuses, onboardingSteps, QUIZ_MAX_CHOICES } from '@binome/schema';
import { ErrorSchema, errorResponses } from '../../http/openapi-common.ts';

const answer = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
// A plain integer in the document: a literal union of numbers is not written out as its values.
const step = z
  .number()
  .int()
  .openapi({ description: `An onboarding step: ${onboardingSteps.values.join(', ')}.` });
const MAX_QUESTIONS = 50;

const QuizStateSchema = z
  .object({
    questionCount: z.number().int(),
    passMark: z.number().int(),
    maxAttempts: z.number().int(),
    attemptsUsed: z.number().int(),
    nextAttemptAt: z.string().nullable().openapi({ description: 'When the next attempt may start; null once every attempt is used.' }),
    lastScore: z.number().int().optional(),
  })
  .openapi('OnboardingQuizState');

export const OnboardingStateSchema = z
  .object({
    audience: z.enum(['tutor', 'parent']).openapi({ description: 'Whose onboarding: a future tutor or a future parent.' }),
    step: step.nullable(),
    status: (onboardingStatuses.schema as z.ZodType<string>).nullable(),
    video: z
      .object({ id: z.string(), name: z.string(), url: z.string(), durationSeconds: z.number(), watchedSeconds: z.number(), watched: z.boolean() })
      .nullable()
      .openapi({ description: "The audience's training video and how much of it the server saw watched." }),
    quiz: QuizStateSchema,
  })
  .openapi('OnboardingState');

export const HeartbeatSchema = z
  .strictObject({
    videoId: idSchema,
    position: z.number().min(0).max(36_000).openapi({ description: 'Seconds into the video, as the player says.' }),
  })
  .openapi('VideoHeartbeat');

export const QuizSubmissionSchema = z
  .strictObject({
    attemptId: idSchema,
    answers: z
      .array(z.strictObject({ questionId: idSchema, choices: z.array(z.number().int().min(1).max(QUIZ_MAX_CHOICES)).max(QUIZ_MAX_CHOICES) }))
      .max(MAX_QUESTIONS),
  })
  .openapi('QuizSubmission');

const QuizDrawSchema = z
  .object({
    attemptId: z.string(),
    questions: z
      .array(z.object({ id: z.string(), question: z.string(), choices: z.array(z.string()).openapi({ description: 'Numbered from 1 in this order.' }) }))
      .max(MAX_QUESTIONS),
  })
  .openapi('QuizDraw', { description: 'The questions and their choices: never the right answers.' });

const SELF_ONLY = 'The signed-in prospect (future tutor or parent) only, for themself: 403 for anyone else, staff included.';
const stepConflict = answer('`onboardingStep`: not at the step this action belongs to (no step is skipped and none goes back)', ErrorSchema);

export const stateRoute = createRoute({
  method: 'get',
  path: '/onboarding',
  tags: ['onboarding'],
  security: [{ session: [] }],
  summary: 'Where the signed-in prospect stands in their onboarding',
  description: SELF_ONLY,
  request: { query: z.strictObject({}) },
  responses: { 200: answer('The step, the video and the quiz', OnboardingStateSchema), ...errorResponses(400, 401, 403) },
});

export const heartbeatRoute = createRoute({
  method: 'post',
  path: '/onboarding/video/heartbeats',
  tags: ['onboarding'],
  security: [{ session: [] }],
  summary: 'A heartbeat of the training video (every few seconds, and on pause and end)',
  description: `${SELF_ONLY} At step 2. The way from the previous heartbeat counts as watched only as far as the time elapsed on the server's clock allows: a jump forward counts for nothing.`,
  request: { query: z.strictObject({}), body: body(HeartbeatSchema) },
  responses: {
    200: answer(
      'What the server counts as watched',
      z
        .object({ outcome: z.enum(['covered', 'start', 'back', 'jump']), watchedSeconds: z.number(), durationSeconds: z.number(), watched: z.boolean() })
        .openapi('VideoHeartbeatAnswer'),
    ),
    409: stepConflict,
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const completeVideoRoute = createRoute({
  method: 'post',
  path: '/onboarding/video/complete',
  tags: ['onboarding'],
  security: [{ session: [] }],
  summary: 'Step 2 to 3: the video was watched to the end',
  description: `${SELF_ONLY} Accepted only when the heartbeats the server recorded cover the video's duration (409 \`videoNotWatched\` otherwise).`,
  request: { query: z.strictObject({}), body: body(z.strictObject({}).openapi('VideoCompletion')) },
  responses: { 200: answer('The new step', z.object({ step })), 409: stepConflict, ...errorResponses(400, 401, 403, 404, 413, 415) },
});

export const drawRoute = createRoute({
  method: 'post',
  path: '/onboarding/quiz/draw',
  tags: ['onboarding'],
  security: [{ session: [] }],
  summary: 'Draw the questions of the next quiz attempt',
  description: `${SELF_ONLY} At step 3. A random draw of the audience's active questions; an attempt drawn and not submitted is answered again as it was. 429 \`quizRetryLater\` before the waiting time after a failed attempt, 409 \`quizNoAttemptLeft\` once every attempt is used.`,
  request: { query: z.strictObject({}), body: body(z.strictObject({}).openapi('QuizDrawRequest')) },
  responses: { 200: answer('The questions, without their answers', QuizDrawSchema), 409: stepConflict, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
});

export const submitRoute = createRoute({
  method: 'post',
  path: '/onboarding/quiz/submit',
  tags: ['onboarding'],
  security: [{ session: [] }],
  summary: 'Submit the answers of the open attempt: the server scores them',
  description: `${SELF_ONLY} Passed (at the pass mark): step 5. Failed with attempts left: still step 3, after the waiting time. Failed on the last attempt: step 6. The score is stored as \`quizScore\`.`,
  request: { query: z.strictObject({}), body: body(QuizSubmissionSchema) },
  responses: {
    200: answer(
      'The result',
      z
        .object({
          score: z.number().int(),
          correct: z.number().int(),
          total: z.number().int(),
          passed: z.boolean(),
          step,
          attemptsLeft: z.number().int(),
          nextAttemptAt: z.string().nullable(),
        })
        .openapi('QuizResult'),
    ),
    409: stepConflict,
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});
