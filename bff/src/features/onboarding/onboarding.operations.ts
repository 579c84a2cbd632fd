import {
  coveredSeconds,
  drawAtRandom,
  ERROR_MESSAGES,
  nextAttemptAt,
  onboardingMoveOn,
  onboardingStatusOf,
  prospects,
  quizPassed,
  quizQuestions,
  recordHeartbeat,
  scoreQuiz,
  trainingVideos,
  watchedToTheEnd,
  type OnboardingAudience,
  type OnboardingEvidence,
  type OnboardingStep,
  type QuizSettings,
  type StoredRecord,
  type WatchProgress,
} from '@binome/schema';
import type { Env } from '../../env.ts';
import { Problem, problems } from '../../http/problems.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { documentOf, newId, type DocumentOf } from '../../resources/documents.ts';
import type { OperationContext } from '../../resources/operations.ts';
import { refreshProspectReadiness } from '../prospects/prospect-readiness.ts';
import { ATTEMPTS_COLLECTION, attemptOfDocument, WATCH_COLLECTION, watchOfDocument, type AttemptDocument, type WatchDocument } from './onboarding-records.ts';

export { ATTEMPTS_COLLECTION, WATCH_COLLECTION };

type TrainingVideo = DocumentOf<typeof trainingVideos>;
type QuizQuestion = DocumentOf<typeof quizQuestions>;
/** What a step's move writes beside the step: the quiz's score. */
type StepExtra = Partial<Pick<StoredRecord<typeof prospects>, 'quizScore'>>;

/** Whose onboarding this is: a prospect lead watches and answers the tutors' content, a parent prospect the parents'. */
type ProspectAudience = Exclude<OnboardingAudience, 'training'>;
const AUDIENCE_OF_ROLE: Readonly<Record<string, ProspectAudience>> = { prospectLead: 'tutor', parentProspect: 'parent' };

export function quizSettingsOf(env: Pick<Env, 'QUIZ_QUESTION_COUNT' | 'QUIZ_PASS_MARK' | 'QUIZ_MAX_ATTEMPTS' | 'QUIZ_RETRY_HOURS'>): QuizSettings {
  return { questionCount: env.QUIZ_QUESTION_COUNT, passMark: env.QUIZ_PASS_MARK, maxAttempts: env.QUIZ_MAX_ATTEMPTS, retryHours: env.QUIZ_RETRY_HOURS };
}

interface Person {
  document: DocumentOf<typeof prospects>;
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
  // A prospect lead or a parent prospect: the prospects' view of the users collection describes them.
  const document = documentOf(prospects, context.signedIn.document);
  return { document, audience, step: document.onBoardingStep };
}

function wrongStep(step: OnboardingStep | undefined): Problem {
  return new Problem(409, 'onboardingStep', ERROR_MESSAGES.conflict, { step: step ?? null });
}

/** The audience's video: its active one with the lowest order that has a duration (the server must know it). */
async function videoOf(context: OperationContext, audience: OnboardingAudience): Promise<TrainingVideo | null> {
  const [video] = await context.store
    .collection(trainingVideos.collection)
    .find({ audience, durationSeconds: { $gte: 1 } }, { sort: { order: 1, _id: 1 }, limit: 1 });
  return video ? documentOf(trainingVideos, video) : null;
}

/** The video's duration: the read above takes only a video that has one. */
const durationOf = (video: TrainingVideo) => video.durationSeconds ?? 0;

/**
 * Moves the person's step as the transition table allows on this evidence, as a compare-and-set on the step read:
 * two requests at once cannot both move it, and no request moves it anywhere the table does not lead.
 */
async function moveStep(context: OperationContext, person: Person, on: OnboardingEvidence, extra: StepExtra = {}): Promise<OnboardingStep> {
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
    await refreshProspectReadiness(store, person.document._id);
    await writeAudit(store, {
      actor: context.signedIn,
      action: 'update',
      resource: 'prospects',
      recordId: person.document._id,
      before: { onBoardingStep: move.from },
      after: { onBoardingStep: move.to, ...extra },
      requestId: context.requestId,
      at: context.now,
    });
  });
  return move.to;
}

function watchKey(userId: string, videoId: string): string {
  return `${userId}:${videoId}`;
}

async function watchOf(context: OperationContext, userId: string, videoId: string): Promise<WatchProgress> {
  const found = await context.store.collection(WATCH_COLLECTION).findOne({ _id: watchKey(userId, videoId) });
  if (!found) return { intervals: [] };
  const stored = watchOfDocument(found);
  return { intervals: stored.intervals, lastPosition: stored.lastPosition, lastAt: stored.lastAt };
}

async function attemptsOf(context: OperationContext, userId: string, audience: OnboardingAudience): Promise<AttemptDocument[]> {
  const found = await context.store.collection(ATTEMPTS_COLLECTION).find({ userId, audience }, { sort: { drawnAt: 1 } });
  return found.map(attemptOfDocument);
}

function quizState(attempts: readonly AttemptDocument[], settings: QuizSettings) {
  const submittedAt = attempts.flatMap((attempt) => (attempt.submittedAt === undefined ? [] : [attempt.submittedAt]));
  const next = nextAttemptAt(submittedAt, settings);
  const submitted = attempts.filter((attempt) => attempt.submittedAt !== undefined);
  const last = submitted.at(-1);
  return {
    questionCount: settings.questionCount,
    passMark: settings.passMark,
    maxAttempts: settings.maxAttempts,
    attemptsUsed: submitted.length,
    nextAttemptAt: next === null ? null : new Date(next).toISOString(),
    ...(last?.score !== undefined && { lastScore: last.score }),
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
          id: video._id,
          name: video.name,
          url: video.url,
          durationSeconds: durationOf(video),
          watchedSeconds: Math.round(coveredSeconds(watch.intervals) * 10) / 10,
          watched: watchedToTheEnd(watch, durationOf(video)),
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
  if (!video || video._id !== request.videoId) throw problems.notFound();
  const duration = durationOf(video);
  const before = await watchOf(context, person.document._id, video._id);
  const { progress, outcome } = recordHeartbeat(before, request.position, context.now.getTime(), duration);
  const key = watchKey(person.document._id, video._id);
  const record: Omit<WatchDocument, '_id'> = {
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
  if (!watchedToTheEnd(watch, durationOf(video)))
    throw new Problem(409, 'videoNotWatched', ERROR_MESSAGES.conflict, { watchedSeconds: coveredSeconds(watch.intervals) });
  return { step: await moveStep(context, person, 'video-watched') };
}

function publicQuestion(question: QuizQuestion) {
  // Never the right answers: only the question and its choices leave the server before the quiz is submitted.
  return { id: question._id, question: question.question, choices: question.choices };
}

/** The drawn questions, by id. */
async function questionsById(context: OperationContext, ids: readonly string[]): Promise<Map<string, QuizQuestion>> {
  const drawn = await context.store.collection(quizQuestions.collection).find({ _id: { $in: [...ids] } });
  return new Map(drawn.map((question) => [question._id, documentOf(quizQuestions, question)]));
}

/**
 * A draw of the audience's active questions for the next attempt. An attempt drawn and not yet submitted is
 * answered again as it was, so that reloading the page never draws other questions to pick from.
 */
export async function drawQuiz(context: OperationContext, settings: QuizSettings) {
  const person = personOf(context);
  if (person.step !== 3) throw wrongStep(person.step);
  const attempts = await attemptsOf(context, person.document._id, person.audience);
  const open = attempts.find((attempt) => attempt.submittedAt === undefined);
  if (open) {
    const byId = await questionsById(context, open.questionIds);
    return { attemptId: open._id, questions: open.questionIds.flatMap((id) => (byId.has(id) ? [publicQuestion(byId.get(id)!)] : [])) };
  }
  const state = quizState(attempts, settings);
  if (state.nextAttemptAt === null) throw new Problem(409, 'quizNoAttemptLeft', ERROR_MESSAGES.conflict);
  if (Date.parse(state.nextAttemptAt) > context.now.getTime())
    throw new Problem(429, 'quizRetryLater', ERROR_MESSAGES.tooManyAttempts, { nextAttemptAt: state.nextAttemptAt });
  const pool = await context.store.collection(quizQuestions.collection).find({ audience: person.audience, active: { $ne: false } }, { projection: { _id: 1 } });
  const picked = drawAtRandom(
    pool.map((question) => question._id),
    settings.questionCount,
  );
  if (picked.length === 0) throw problems.notFound();
  const attemptId = newId();
  const attempt: AttemptDocument = {
    _id: attemptId,
    userId: person.document._id,
    audience: person.audience,
    questionIds: picked,
    drawnAt: context.now.getTime(),
  };
  await context.store.collection(ATTEMPTS_COLLECTION).insertOne(attempt);
  const byId = await questionsById(context, picked);
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
  const found = await attempts.findOne({ _id: request.attemptId, userId: person.document._id, audience: person.audience });
  if (!found) throw problems.notFound();
  const attempt = attemptOfDocument(found);
  if (attempt.submittedAt !== undefined) throw new Problem(409, 'quizAttemptSubmitted', ERROR_MESSAGES.conflict);
  const drawn = await questionsById(context, attempt.questionIds);
  const keys = attempt.questionIds.map((id) => ({ id, correctChoices: drawn.get(id)?.correctChoices ?? [] }));
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
