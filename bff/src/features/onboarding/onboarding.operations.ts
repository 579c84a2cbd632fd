import {
  coveredSeconds,
  drawAtRandom,
  ERROR_MESSAGES,
  nextAttemptAt,
  onboardingMoveOn,
  onboardingStatusOf,
  onboardingSteps,
  quizPassed,
  recordHeartbeat,
  scoreQuiz,
  watchedToTheEnd,
  type OnboardingAudience,
  type OnboardingEvidence,
  type OnboardingStep,
  type QuizSettings,
  type WatchProgress,
} from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';
import type { Env } from '../../env.ts';
import { Problem, problems } from '../../http/problems.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { newId } from '../../resources/documents.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { refreshProspectReadiness } from '../prospects/prospect-readiness.ts';

/** The server's own records of the onboarding: never served by a generic route. */
export const WATCH_COLLECTION = 'onboardingWatches';
export const ATTEMPTS_COLLECTION = 'quizAttempts';

/** Whose onboarding this is: a prospect lead watches and answers the tutors' content, a parent prospect the parents'. */
type ProspectAudience = Exclude<OnboardingAudience, 'training'>;
const AUDIENCE_OF_ROLE: Readonly<Record<string, ProspectAudience>> = { prospectLead: 'tutor', parentProspect: 'parent' };

export function quizSettingsOf(env: Pick<Env, 'QUIZ_QUESTION_COUNT' | 'QUIZ_PASS_MARK' | 'QUIZ_MAX_ATTEMPTS' | 'QUIZ_RETRY_HOURS'>): QuizSettings {
  return { questionCount: env.QUIZ_QUESTION_COUNT, passMark: env.QUIZ_PASS_MARK, maxAttempts: env.QUIZ_MAX_ATTEMPTS, retryHours: env.QUIZ_RETRY_HOURS };
}

interface Person {
  document: StoredDocument;
  audience: ProspectAudience;
  step: OnboardingStep | undefined;
}

/**
 * Only the person themself, as a prospect: the routes act on the signed-in person's own record and nobody else's,
 * so staff cannot watch or answer for someone, and a tutor already validated has nothing left to do here.
 */
function personOf(context: OperationContext): Person {
  const audience = AUDIENCE_OF_ROLE[context.signedIn.role];
  if (!audience) throw problems.forbidden();
  const { document } = context.signedIn;
  const raw = document.onBoardingStep;
  const step = (onboardingSteps.values as readonly unknown[]).includes(raw) ? (raw as OnboardingStep) : undefined;
  return { document, audience, step };
}

function wrongStep(step: OnboardingStep | undefined): Problem {
  return new Problem(409, 'onboardingStep', ERROR_MESSAGES.conflict, { step: step ?? null });
}

/** The audience's video: its active one with the lowest order that has a duration (the server must know it). */
async function videoOf(context: OperationContext, audience: OnboardingAudience): Promise<StoredDocument | null> {
  const [video] = await context.store.collection('trainingVideos').find({ audience, durationSeconds: { $gte: 1 } }, { sort: { order: 1, _id: 1 }, limit: 1 });
  return video ?? null;
}

/**
 * Moves the person's step as the transition table allows on this evidence, as a compare-and-set on the step read:
 * two requests at once cannot both move it, and no request moves it anywhere the table does not lead.
 */
async function moveStep(context: OperationContext, person: Person, on: OnboardingEvidence, extra: Record<string, unknown> = {}): Promise<OnboardingStep> {
  const move = onboardingMoveOn(person.step, on);
  if (!move || move.by !== 'self') throw wrongStep(person.step);
  await context.store.withTransaction(async (store) => {
    const written = await store
      .collection('users')
      .updateOne(
        { _id: person.document._id, onBoardingStep: move.from },
        { $set: { onBoardingStep: move.to, ...extra, updatedAt: context.now.toISOString(), updatedBy: context.signedIn.userId } },
      );
    if (written.matchedCount === 0) throw wrongStep(person.step);
    // The quiz's outcome is half of a prospect lead's readiness; the attestation's review is the other.
    await refreshProspectReadiness(store, String(person.document._id));
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'update',
      resource: 'prospects',
      recordId: String(person.document._id),
      before: { onBoardingStep: move.from },
      after: { onBoardingStep: move.to, ...extra },
      requestId: context.requestId,
      at: context.now,
    });
  });
  return move.to;
}

function watchKey(userId: unknown, videoId: unknown): string {
  return `${String(userId)}:${String(videoId)}`;
}

async function watchOf(context: OperationContext, userId: unknown, videoId: unknown): Promise<WatchProgress> {
  const stored = await context.store.collection(WATCH_COLLECTION).findOne({ _id: watchKey(userId, videoId) });
  return stored
    ? {
        intervals: (stored.intervals as [number, number][]) ?? [],
        lastPosition: stored.lastPosition as number | undefined,
        lastAt: stored.lastAt as number | undefined,
      }
    : { intervals: [] };
}

async function attemptsOf(context: OperationContext, userId: unknown, audience: OnboardingAudience): Promise<StoredDocument[]> {
  return context.store.collection(ATTEMPTS_COLLECTION).find({ userId, audience }, { sort: { drawnAt: 1 } });
}

function quizState(attempts: readonly StoredDocument[], settings: QuizSettings) {
  const submitted = attempts.filter((attempt) => typeof attempt.submittedAt === 'number');
  const next = nextAttemptAt(
    submitted.map((attempt) => attempt.submittedAt as number),
    settings,
  );
  const last = submitted.at(-1);
  return {
    questionCount: settings.questionCount,
    passMark: settings.passMark,
    maxAttempts: settings.maxAttempts,
    attemptsUsed: submitted.length,
    nextAttemptAt: next === null ? null : new Date(next).toISOString(),
    ...(last && { lastScore: last.score as number }),
  };
}

/** Where the person stands: their step, their video and how much of it the server saw watched, their quiz's attempts. */
export async function onboardingState(context: OperationContext, settings: QuizSettings) {
  const person = personOf(context);
  const video = await videoOf(context, person.audience);
  const watch = video ? await watchOf(context, person.document._id, video._id) : { intervals: [] };
  const attempts = await attemptsOf(context, person.document._id, person.audience);
  return {
    audience: person.audience,
    step: person.step ?? null,
    status: person.step === undefined ? null : onboardingStatusOf(person.step),
    video: video
      ? {
          id: String(video._id),
          name: String(video.name),
          url: String(video.url),
          durationSeconds: Number(video.durationSeconds),
          watchedSeconds: Math.round(coveredSeconds(watch.intervals) * 10) / 10,
          watched: watchedToTheEnd(watch, Number(video.durationSeconds)),
        }
      : null,
    quiz: quizState(attempts, settings),
  };
}

/**
 * A heartbeat of the video: the position the player says, at the time the server sees. What counts as watched is
 * the server's reckoning (`recordHeartbeat`): a jump forward covers nothing.
 */
export async function videoHeartbeat(context: OperationContext, request: { videoId: string; position: number }) {
  const person = personOf(context);
  if (person.step !== 2) throw wrongStep(person.step);
  const video = await videoOf(context, person.audience);
  if (!video || String(video._id) !== request.videoId) throw problems.notFound();
  const duration = Number(video.durationSeconds);
  const before = await watchOf(context, person.document._id, video._id);
  const { progress, outcome } = recordHeartbeat(before, request.position, context.now.getTime(), duration);
  const key = watchKey(person.document._id, video._id);
  const record = {
    userId: person.document._id,
    videoId: video._id,
    intervals: progress.intervals,
    lastPosition: progress.lastPosition,
    lastAt: progress.lastAt,
    updatedAt: context.now.toISOString(),
  };
  await context.store.collection(WATCH_COLLECTION).updateOne({ _id: key }, { $set: record }, { upsert: true });
  return {
    outcome,
    watchedSeconds: Math.round(coveredSeconds(progress.intervals) * 10) / 10,
    durationSeconds: duration,
    watched: watchedToTheEnd(progress, duration),
  };
}

/** Step 2 to 3, only once the server's own record of the watching covers the video. */
export async function completeVideo(context: OperationContext) {
  const person = personOf(context);
  if (person.step !== 2) throw wrongStep(person.step);
  const video = await videoOf(context, person.audience);
  if (!video) throw problems.notFound();
  const watch = await watchOf(context, person.document._id, video._id);
  if (!watchedToTheEnd(watch, Number(video.durationSeconds)))
    throw new Problem(409, 'videoNotWatched', ERROR_MESSAGES.conflict, { watchedSeconds: coveredSeconds(watch.intervals) });
  return { step: await moveStep(context, person, 'video-watched') };
}

function publicQuestion(question: StoredDocument) {
  // Never the right answers: only the question and its choices leave the server before the quiz is submitted.
  return { id: String(question._id), question: String(question.question), choices: (question.choices as unknown[]).map(String) };
}

/**
 * A draw of the audience's active questions for the next attempt. An attempt drawn and not yet submitted is
 * answered again as it was, so that reloading the page never draws other questions to pick from.
 */
export async function drawQuiz(context: OperationContext, settings: QuizSettings) {
  const person = personOf(context);
  if (person.step !== 3) throw wrongStep(person.step);
  const attempts = await attemptsOf(context, person.document._id, person.audience);
  const questions = context.store.collection('quizQuestions');
  const open = attempts.find((attempt) => attempt.submittedAt === undefined);
  if (open) {
    const drawn = await questions.find({ _id: { $in: open.questionIds as string[] } });
    const byId = new Map(drawn.map((question) => [String(question._id), question]));
    return { attemptId: String(open._id), questions: (open.questionIds as string[]).flatMap((id) => (byId.has(id) ? [publicQuestion(byId.get(id)!)] : [])) };
  }
  const state = quizState(attempts, settings);
  if (state.nextAttemptAt === null) throw new Problem(409, 'quizNoAttemptLeft', ERROR_MESSAGES.conflict);
  if (Date.parse(state.nextAttemptAt) > context.now.getTime())
    throw new Problem(429, 'quizRetryLater', ERROR_MESSAGES.tooManyAttempts, { nextAttemptAt: state.nextAttemptAt });
  const pool = await questions.find({ audience: person.audience, active: { $ne: false } }, { projection: { _id: 1 } });
  const picked = drawAtRandom(
    pool.map((question) => String(question._id)),
    settings.questionCount,
  );
  if (picked.length === 0) throw problems.notFound();
  const attemptId = newId();
  await context.store
    .collection(ATTEMPTS_COLLECTION)
    .insertOne({ _id: attemptId, userId: person.document._id, audience: person.audience, questionIds: picked, drawnAt: context.now.getTime() });
  const drawn = await questions.find({ _id: { $in: picked } });
  const byId = new Map(drawn.map((question) => [String(question._id), question]));
  return { attemptId, questions: picked.map((id) => publicQuestion(byId.get(id)!)) };
}

/**
 * The answers of the open attempt, scored by the server against the stored questions. Passed: step 5. Failed with
 * attempts left: still the quiz, after the waiting time. Failed on the last attempt: step 6. `quizScore` is the
 * server's.
 */
export async function submitQuiz(
  context: OperationContext,
  settings: QuizSettings,
  request: { attemptId: string; answers: { questionId: string; choices: number[] }[] },
) {
  const person = personOf(context);
  if (person.step !== 3) throw wrongStep(person.step);
  const attempts = context.store.collection(ATTEMPTS_COLLECTION);
  const attempt = await attempts.findOne({ _id: request.attemptId, userId: person.document._id, audience: person.audience });
  if (!attempt) throw problems.notFound();
  if (attempt.submittedAt !== undefined) throw new Problem(409, 'quizAttemptSubmitted', ERROR_MESSAGES.conflict);
  const drawn = await context.store.collection('quizQuestions').find({ _id: { $in: attempt.questionIds as string[] } });
  const keys = (attempt.questionIds as string[]).map((id) => ({
    id,
    correctChoices: (drawn.find((question) => String(question._id) === id)?.correctChoices as number[] | undefined) ?? [],
  }));
  const result = scoreQuiz(keys, request.answers);
  const passed = quizPassed(result.score, settings);
  // Claimed by a compare-and-set: the same attempt submitted twice at once is scored once.
  const claimed = await attempts.updateOne(
    { _id: attempt._id, submittedAt: { $exists: false } },
    { $set: { submittedAt: context.now.getTime(), score: result.score, passed } },
  );
  if (claimed.matchedCount === 0) throw new Problem(409, 'quizAttemptSubmitted', ERROR_MESSAGES.conflict);
  const used = await attempts.count({ userId: person.document._id, audience: person.audience, submittedAt: { $exists: true } });
  let step: OnboardingStep = 3;
  if (passed) step = await moveStep(context, person, 'quiz-passed', { quizScore: result.score });
  else if (used >= settings.maxAttempts) step = await moveStep(context, person, 'quiz-failed', { quizScore: result.score });
  else await context.store.collection('users').updateOne({ _id: person.document._id, onBoardingStep: 3 }, { $set: { quizScore: result.score } });
  const next = nextAttemptAt(
    Array.from({ length: used }, () => context.now.getTime()),
    settings,
  );
  return {
    score: result.score,
    correct: result.correct,
    total: result.total,
    passed,
    step,
    attemptsLeft: Math.max(0, settings.maxAttempts - used),
    nextAttemptAt: step === 3 && next !== null ? new Date(next).toISOString() : null,
  };
}
