import {
  coveredSeconds,
  ERROR_MESSAGES,
  isStaffRole,
  MAX_TRAINING_MODULES,
  mayWorkOn,
  quizPassed,
  quizQuestions,
  recordHeartbeat,
  scoreQuiz,
  trainingModules,
  trainingPathOf,
  tutors,
  watchedToTheEnd,
  type TrainingModuleState,
  type WatchProgress,
} from '@binome/schema';
import type { StoredDocument } from '../../store/store.ts';
import { Problem, problems } from '../../http/problems.ts';
import { documentOf, type DocumentOf } from '../../resources/documents.ts';
import { readableFilter, type OperationContext } from '../../resources/operations.ts';

/** The server's own record of each tutor's progress, one entry per module: never served by a generic route. */
export const PROGRESS_COLLECTION = 'trainingProgress';

type TrainingModule = DocumentOf<typeof trainingModules>;
type QuizQuestion = DocumentOf<typeof quizQuestions>;

/** What the server keeps of one tutor's progress in one module (no entity: only this file reads and writes it). */
interface ProgressDocument extends StoredDocument {
  userId: string;
  moduleId: string;
  completedAt?: string;
  score?: number;
  intervals?: [number, number][];
  lastPosition?: number;
  lastAt?: number;
  updatedAt: string;
}

/** The progress fields an action writes; the key, the people and the time are the saving's. */
type ProgressFields = Partial<Pick<ProgressDocument, 'completedAt' | 'score' | 'intervals' | 'lastPosition' | 'lastAt'>>;

interface Progress {
  completedAt?: string;
  score?: number;
  watch: WatchProgress;
}

const progressKey = (userId: string, moduleId: string) => `${userId}:${moduleId}`;

async function activeModules(context: OperationContext): Promise<TrainingModule[]> {
  const found = await context.store
    .collection(trainingModules.collection)
    .find({ active: { $ne: false } }, { sort: { order: 1, _id: 1 }, limit: MAX_TRAINING_MODULES });
  return found.map((module) => documentOf(trainingModules, module));
}

async function progressOf(context: OperationContext, userId: string, moduleIds: readonly string[]): Promise<Map<string, Progress>> {
  const keys = moduleIds.map((moduleId) => progressKey(userId, moduleId));
  const found = keys.length === 0 ? [] : await context.store.collection(PROGRESS_COLLECTION).find({ _id: { $in: keys } }, { limit: keys.length });
  // Only saveProgress (below) writes this collection: its documents have its shape.
  const stored = found as ProgressDocument[];
  return new Map(
    stored.map((entry) => [
      entry.moduleId,
      {
        ...(entry.completedAt !== undefined && { completedAt: entry.completedAt }),
        ...(entry.score !== undefined && { score: entry.score }),
        watch: { intervals: entry.intervals ?? [], lastPosition: entry.lastPosition, lastAt: entry.lastAt },
      },
    ]),
  );
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/** The path as a tutor (or the staff following them) sees it: no quiz answers, the progress the server recorded. */
function pathView(modules: readonly TrainingModule[], progress: ReadonlyMap<string, Progress>) {
  const placed = modules.map((module) => ({ id: module._id, order: module.order, module }));
  const doneIds = new Set([...progress].filter(([, entry]) => entry.completedAt).map(([id]) => id));
  const path = trainingPathOf(placed, doneIds);
  return {
    ...path,
    modules: path.modules.map(({ id, order, state, module }) => {
      const entry = progress.get(id);
      const kind = module.kind;
      return {
        id,
        title: module.title,
        kind,
        order,
        ...(module.description !== undefined && { description: module.description }),
        ...(kind !== 'quiz' && module.url !== undefined && { url: module.url }),
        ...(kind === 'video' && { durationSeconds: module.durationSeconds, watchedSeconds: tenths(coveredSeconds(entry?.watch.intervals ?? [])) }),
        ...(kind === 'quiz' && { questionCount: module.quizQuestions?.length ?? 0, passMark: module.passMark }),
        state,
        completedAt: entry?.completedAt ?? null,
        score: entry?.score ?? null,
      };
    }),
  };
}

/** Only a tutor, for themself: staff and families have no path of their own. */
function tutorOf(context: OperationContext): StoredDocument {
  if (context.signedIn.role !== 'tutor') throw problems.forbidden();
  return context.signedIn.document;
}

export async function ownTrainingPath(context: OperationContext) {
  const tutor = tutorOf(context);
  const modules = await activeModules(context);
  return pathView(
    modules,
    await progressOf(
      context,
      tutor._id,
      modules.map((module) => module._id),
    ),
  );
}

/** Staff who may read this tutor follow their path; anyone else, or a tutor out of their reach, gets nothing. */
export async function tutorTrainingPath(context: OperationContext, tutorId: string) {
  if (!isStaffRole(context.signedIn.role)) throw problems.forbidden();
  const tutor = await context.store.collection('users').findOne(readableFilter(context, tutors, { _id: tutorId }, 'read'), { projection: { _id: 1 } });
  if (!tutor) throw problems.notFound();
  const modules = await activeModules(context);
  return pathView(
    modules,
    await progressOf(
      context,
      tutor._id,
      modules.map((module) => module._id),
    ),
  );
}

interface OpenModule {
  tutor: StoredDocument;
  module: TrainingModule;
  state: TrainingModuleState;
  progress: Progress | undefined;
}

/** The module the tutor acts on, if it is in the path and open to them (the next one, or one done). */
async function openModule(context: OperationContext, moduleId: string): Promise<OpenModule> {
  const tutor = tutorOf(context);
  const modules = await activeModules(context);
  const progress = await progressOf(
    context,
    tutor._id,
    modules.map((module) => module._id),
  );
  const placed = pathView(modules, progress).modules.find((module) => module.id === moduleId);
  if (!placed) throw problems.notFound();
  if (!mayWorkOn(placed.state)) throw new Problem(409, 'trainingModuleLocked', ERROR_MESSAGES.conflict);
  return { tutor, module: modules.find((module) => module._id === moduleId)!, state: placed.state, progress: progress.get(moduleId) };
}

async function saveProgress(context: OperationContext, open: OpenModule, fields: ProgressFields): Promise<void> {
  await context.store
    .collection(PROGRESS_COLLECTION)
    .updateOne(
      { _id: progressKey(open.tutor._id, open.module._id) },
      { $set: { userId: open.tutor._id, moduleId: open.module._id, ...fields, updatedAt: context.now.toISOString() } },
      { upsert: true },
    );
}

/** Done once: a second completion keeps the first date. */
async function markDone(context: OperationContext, open: OpenModule, extra: ProgressFields = {}): Promise<void> {
  await saveProgress(context, open, { ...extra, completedAt: open.progress?.completedAt ?? context.now.toISOString() });
}

export async function trainingHeartbeat(context: OperationContext, moduleId: string, position: number) {
  const open = await openModule(context, moduleId);
  if (open.module.kind !== 'video') throw problems.notFound();
  const duration = videoDuration(open.module);
  const { progress } = recordHeartbeat(open.progress?.watch ?? { intervals: [] }, position, context.now.getTime(), duration);
  await saveProgress(context, open, { intervals: progress.intervals, lastPosition: progress.lastPosition, lastAt: progress.lastAt });
  return { watchedSeconds: tenths(coveredSeconds(progress.intervals)), durationSeconds: duration, watched: watchedToTheEnd(progress, duration) };
}

/**
 * A video is done once the server's record of the watching covers it; a document or a link once the tutor says
 * they opened it (the server cannot see them read); a quiz only by passing it.
 */
export async function completeTrainingModule(context: OperationContext, moduleId: string) {
  const open = await openModule(context, moduleId);
  if (open.module.kind === 'quiz') throw new Problem(409, 'trainingQuizNotPassed', ERROR_MESSAGES.conflict);
  if (open.module.kind === 'video') {
    const watch = open.progress?.watch ?? { intervals: [] };
    if (!watchedToTheEnd(watch, videoDuration(open.module)))
      throw new Problem(409, 'videoNotWatched', ERROR_MESSAGES.conflict, { watchedSeconds: coveredSeconds(watch.intervals) });
  }
  await markDone(context, open);
  return ownTrainingPath(context);
}

/**
 * A video's duration and a quiz's pass mark: the module's rule requires them of its kind, so the fallbacks (nothing
 * to watch, only a full score passes) never serve a stored module.
 */
const videoDuration = (module: TrainingModule) => module.durationSeconds ?? 0;
const passMarkOf = (module: TrainingModule) => module.passMark ?? 100;

async function quizQuestionsOf(context: OperationContext, module: TrainingModule): Promise<QuizQuestion[]> {
  const ids = module.quizQuestions ?? [];
  const stored = await context.store.collection(quizQuestions.collection).find({ _id: { $in: ids } }, { limit: ids.length });
  const byId = new Map(stored.map((question) => [question._id, documentOf(quizQuestions, question)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function trainingQuiz(context: OperationContext, moduleId: string) {
  const open = await openModule(context, moduleId);
  if (open.module.kind !== 'quiz') throw problems.notFound();
  const questions = await quizQuestionsOf(context, open.module);
  // Never the right answers: only the question and its choices leave the server.
  return {
    passMark: passMarkOf(open.module),
    questions: questions.map((question) => ({ id: question._id, question: question.question, choices: question.choices })),
  };
}

export async function submitTrainingQuiz(context: OperationContext, moduleId: string, answers: { questionId: string; choices: number[] }[]) {
  const open = await openModule(context, moduleId);
  if (open.module.kind !== 'quiz') throw problems.notFound();
  const questions = await quizQuestionsOf(context, open.module);
  const result = scoreQuiz(
    questions.map((question) => ({ id: question._id, correctChoices: question.correctChoices })),
    answers,
  );
  const passMark = passMarkOf(open.module);
  const passed = quizPassed(result.score, { passMark });
  const best = Math.max(result.score, open.progress?.score ?? 0);
  if (passed) await markDone(context, open, { score: best });
  else await saveProgress(context, open, { score: best });
  return { ...result, passed, passMark };
}
