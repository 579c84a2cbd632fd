import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';

/**
 * The tutors' training path (issue 16): modules in the administrators' order, each done as the server records it,
 * never a quiz's answers in an answer, nothing opened out of order, and followed by the staff who may read the tutor.
 */
let app: TestApp;
let clock: ReturnType<typeof testClock>;
let tutor: string;

interface PathModule {
  id: string;
  kind: string;
  state: string;
  completedAt: string | null;
  score: number | null;
  durationSeconds?: number;
}
interface Path {
  modules: PathModule[];
  done: number;
  total: number;
  percent: number;
  nextModuleId: string | null;
  complete: boolean;
}
interface Quiz {
  passMark: number;
  questions: { id: string; question: string; choices: string[] }[];
}

const post = (path: string, cookie: string, body: unknown = {}) => app.call(path, { method: 'POST', cookie, body });
const ownPath = async (cookie: string) => json<Path>(await app.call('/v1/training-path', { cookie }));
const moduleUrl = (id: string, action: string) => `/v1/training-path/modules/${id}/${action}`;

async function codeOf(response: Response): Promise<string> {
  return (await json<{ code: string }>(response)).code;
}

beforeEach(async () => {
  clock = testClock(new Date());
  app = await createTestApp({ now: clock.now });
  tutor = await app.signIn('tutor');
});

describe("the tutor's own path", () => {
  it('lists the active modules in order, the demo tutor two done and the quiz next, without any right answer', async () => {
    const response = await app.call('/v1/training-path', { cookie: tutor });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/correctChoices/);
    const path = JSON.parse(text) as Path;
    expect(path.modules.map((module) => [module.id, module.state])).toEqual([
      ['demo-training-1', 'done'],
      ['demo-training-2', 'done'],
      ['demo-training-3', 'next'],
      ['demo-training-4', 'locked'],
    ]);
    expect(path).toMatchObject({ done: 2, total: 4, percent: 50, nextModuleId: 'demo-training-3', complete: false });
  });

  it("is the tutor's only: staff and families are refused, the anonymous asked to sign in", async () => {
    expect((await app.call('/v1/training-path')).status).toBe(401);
    for (const role of ['parent', 'student', 'coordinator', 'super_administrator', 'prospectLead']) {
      expect((await app.call('/v1/training-path', { cookie: await app.signIn(role) })).status, role).toBe(403);
      expect((await post(moduleUrl('demo-training-4', 'complete'), await app.signIn(role))).status, role).toBe(403);
    }
  });

  it('refuses a module after the next one, and a quiz marked done without being passed', async () => {
    const later = await post(moduleUrl('demo-training-4', 'complete'), tutor);
    expect(later.status).toBe(409);
    expect(await codeOf(later)).toBe('trainingModuleLocked');
    expect((await app.call(moduleUrl('demo-training-4', 'quiz'), { cookie: tutor })).status).toBe(409);
    const quiz = await post(moduleUrl('demo-training-3', 'complete'), tutor);
    expect(await codeOf(quiz)).toBe('trainingQuizNotPassed');
    expect((await ownPath(tutor)).done).toBe(2);
  });

  it('scores the quiz on the server: failed it stays next, passed it is done and the link opens', async () => {
    const response = await app.call(moduleUrl('demo-training-3', 'quiz'), { cookie: tutor });
    const text = await response.text();
    expect(text).not.toMatch(/correctChoices/);
    const quiz = JSON.parse(text) as Quiz;
    expect(quiz.questions).toHaveLength(3);
    const stored = await app.store.collection('quizQuestions').find({ _id: { $in: quiz.questions.map((question) => question.id) } });
    const right = quiz.questions.map((question) => ({
      questionId: question.id,
      choices: stored.find((entry) => entry._id === question.id)!.correctChoices as number[],
    }));
    const wrong = right.map((answer) => ({ ...answer, choices: answer.choices.includes(2) ? [1] : [2] }));

    const failed = await json<{ passed: boolean; score: number }>(await post(moduleUrl('demo-training-3', 'quiz'), tutor, { answers: wrong }));
    expect(failed).toMatchObject({ passed: false, score: 0 });
    expect((await ownPath(tutor)).nextModuleId).toBe('demo-training-3');

    const passed = await json<{ passed: boolean; score: number }>(await post(moduleUrl('demo-training-3', 'quiz'), tutor, { answers: right }));
    expect(passed).toMatchObject({ passed: true, score: 100 });
    const after = await ownPath(tutor);
    expect(after.modules[2]).toMatchObject({ state: 'done', score: 100 });
    expect(after.nextModuleId).toBe('demo-training-4');

    const done = await json<Path>(await post(moduleUrl('demo-training-4', 'complete'), tutor));
    expect(done).toMatchObject({ complete: true, percent: 100, nextModuleId: null });
  });

  it("counts a video done only once heartbeats on the server's clock cover it", async () => {
    await app.store.collection('trainingProgress').deleteMany({ userId: 'demo-tutor' });
    const notWatched = await post(moduleUrl('demo-training-1', 'complete'), tutor);
    expect(notWatched.status).toBe(409);
    expect(await codeOf(notWatched)).toBe('videoNotWatched');

    // A jump to the end right away covers nothing.
    await post(moduleUrl('demo-training-1', 'heartbeats'), tutor, { position: 0 });
    const jump = await json<{ watched: boolean; watchedSeconds: number }>(await post(moduleUrl('demo-training-1', 'heartbeats'), tutor, { position: 6 }));
    expect(jump).toMatchObject({ watched: false, watchedSeconds: 0 });
    expect((await post(moduleUrl('demo-training-1', 'complete'), tutor)).status).toBe(409);

    for (const position of [0, 3, 6]) {
      await post(moduleUrl('demo-training-1', 'heartbeats'), tutor, { position });
      clock.advance(3 / 60);
    }
    const path = await json<Path>(await post(moduleUrl('demo-training-1', 'complete'), tutor));
    expect(path.modules[0]).toMatchObject({ state: 'done' });
    expect(path.nextModuleId).toBe('demo-training-2');
  });

  it('leaves out an inactive module, which then locks nothing', async () => {
    await app.store.collection('trainingModules').updateOne({ _id: 'demo-training-3' }, { $set: { active: false } });
    const path = await ownPath(tutor);
    expect(path.modules.map((module) => module.id)).toEqual(['demo-training-1', 'demo-training-2', 'demo-training-4']);
    expect((await app.call(moduleUrl('demo-training-3', 'quiz'), { cookie: tutor })).status).toBe(404);
    expect((await post(moduleUrl('demo-training-4', 'complete'), tutor)).status).toBe(200);
  });

  it('answers bad input with 4xx: unknown module, wrong kind, bad body', async () => {
    expect((await post(moduleUrl('missing-module', 'complete'), tutor)).status).toBe(404);
    expect((await post(moduleUrl('demo-training-3', 'heartbeats'), tutor, { position: 1 })).status).toBe(404);
    expect((await post(moduleUrl('demo-training-1', 'heartbeats'), tutor, { position: -1 })).status).toBe(400);
    expect((await post(moduleUrl('demo-training-1', 'heartbeats'), tutor, { position: 1, extra: true })).status).toBe(400);
    expect((await post(moduleUrl('demo-training-3', 'quiz'), tutor, { answers: [{ questionId: { $ne: null }, choices: [1] }] })).status).toBe(400);
    expect(
      (await post(moduleUrl('demo-training-3', 'quiz'), tutor, { answers: Array.from({ length: 21 }, () => ({ questionId: 'q', choices: [1] })) })).status,
    ).toBe(400);
    expect((await app.call(`/v1/training-path/modules/${encodeURIComponent('{"$ne":null}')}/quiz`, { cookie: tutor })).status).toBe(400);
  });
});

describe('the staff following a tutor', () => {
  it("shows a tutor's progress to the staff who may read them, and to no one else", async () => {
    for (const role of ['super_administrator', 'coordinator', 'recruiter']) {
      const response = await app.call('/v1/training-path/tutors/demo-tutor', { cookie: await app.signIn(role) });
      expect(response.status, role).toBe(200);
      expect(await json<Path>(response), role).toMatchObject({ done: 2, total: 4, nextModuleId: 'demo-training-3' });
    }
    expect((await app.call('/v1/training-path/tutors/demo-tutor', { cookie: tutor })).status).toBe(403);
    expect((await app.call('/v1/training-path/tutors/demo-tutor', { cookie: await app.signIn('parent') })).status).toBe(403);
    expect((await app.call('/v1/training-path/tutors/demo-parent', { cookie: await app.signIn('super_administrator') })).status).toBe(404);
  });

  it("keeps the modules, and so the quizzes' answers, to the administrator", async () => {
    expect((await app.call('/v1/training-modules', { cookie: tutor })).status).toBe(403);
    expect((await app.call('/v1/training-modules', { cookie: await app.signIn('coordinator') })).status).toBe(403);
    const rows = await json<{ id: string }[]>(await app.call('/v1/training-modules', { cookie: await app.signIn('super_administrator') }));
    expect(rows.map((row) => row.id)).toEqual(['demo-training-1', 'demo-training-2', 'demo-training-3', 'demo-training-4']);
  });

  it('refuses a module missing what its kind needs', async () => {
    const cookie = await app.signIn('super_administrator');
    const response = await app.call('/v1/training-modules', { method: 'POST', cookie, body: { title: 'Quiz vide', kind: 'quiz', order: 5, passMark: 80 } });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/quizQuestions/);
  });
});
