import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';
import { testClock } from '../support/clock.ts';

/**
 * The onboarding of future tutors and parents (issue 16, section 4) over HTTP: the step moves only as the schema's
 * table says, the video counts only as the server saw it watched, the quiz is drawn without its answers and scored
 * by the server, with a limited number of attempts.
 */
let app: TestApp;
let clock: ReturnType<typeof testClock>;

const LEAD = 'demo-prospectLead';
const PARENT_PROSPECT = 'demo-parentProspect';

interface State {
  step: number | null;
  status: string | null;
  video: { id: string; url: string; durationSeconds: number; watched: boolean; watchedSeconds: number } | null;
  quiz: { attemptsUsed: number; nextAttemptAt: string | null; maxAttempts: number };
}
interface Draw {
  attemptId: string;
  questions: { id: string; question: string; choices: string[] }[];
}

async function signInAs(email: string): Promise<string> {
  const response = await app.call('/v1/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD } });
  expect(response.status).toBe(200);
  return sessionCookieOf(response);
}

async function setStep(userId: string, step: number): Promise<void> {
  await app.store.collection('users').updateOne({ _id: userId }, { $set: { onBoardingStep: step } });
}

const post = (path: string, cookie: string, body: unknown = {}) => app.call(path, { method: 'POST', cookie, body });
const state = async (cookie: string) => json<State>(await app.call('/v1/onboarding', { cookie }));

/** Watches the whole video as a player would: a heartbeat every 5 seconds of the server's clock, then the end. */
async function watchAll(cookie: string): Promise<void> {
  const { video } = await state(cookie);
  for (let position = 0; position < video!.durationSeconds; position += 5) {
    expect((await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position })).status).toBe(200);
    clock.advance(5 / 60);
  }
  const last = await json<{ watched: boolean }>(
    await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: video!.durationSeconds }),
  );
  expect(last.watched).toBe(true);
}

/** The right answers, read from the server's store (never from an answer of the API). */
async function rightAnswers(draw: Draw, wrongCount = 0) {
  const stored = await app.store.collection('quizQuestions').find({ _id: { $in: draw.questions.map((question) => question.id) } });
  return draw.questions.map((question, index) => {
    const right = stored.find((candidate) => candidate._id === question.id)!.correctChoices as number[];
    const wrong = right.includes(1) ? [2] : [1];
    return { questionId: question.id, choices: index < wrongCount ? wrong : right };
  });
}

beforeEach(async () => {
  clock = testClock(new Date());
  app = await createTestApp({ now: clock.now });
  await setStep(LEAD, 2);
});

describe('the video step', () => {
  it("serves the tutors' video from our own origin, with its duration", async () => {
    const cookie = await signInAs('prospectlead@demo.binome.test');
    const { step, status, video } = await state(cookie);
    expect(step).toBe(2);
    expect(status).toBe('on-boarding-in-progress');
    expect(video).toMatchObject({ url: '/videos/onboarding-tutor.webm', durationSeconds: 6, watched: false });
  });

  it('refuses to skip from step 2 to the quiz or to 5, whatever the body says', async () => {
    const cookie = await signInAs('prospectlead@demo.binome.test');
    expect((await post('/v1/onboarding/video/complete', cookie)).status).toBe(409);
    expect((await post('/v1/onboarding/quiz/draw', cookie)).status).toBe(409);
    expect((await post('/v1/onboarding/quiz/submit', cookie, { attemptId: 'anything', answers: [] })).status).toBe(409);
    const patch = await app.call(`/v1/prospects/${LEAD}`, { method: 'PATCH', cookie, body: { onBoardingStep: 5 } });
    expect([400, 403]).toContain(patch.status);
    const scored = await app.call(`/v1/prospects/${LEAD}`, { method: 'PATCH', cookie, body: { quizScore: 100 } });
    expect([400, 403]).toContain(scored.status);
    expect((await state(cookie)).step).toBe(2);
  });

  it('accepts the step only once heartbeats cover the whole duration', async () => {
    const cookie = await signInAs('prospectlead@demo.binome.test');
    const { video } = await state(cookie);
    await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: 0 });
    clock.advance(3 / 60);
    await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: 3 });
    expect((await post('/v1/onboarding/video/complete', cookie)).status).toBe(409);
    clock.advance(3 / 60);
    await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: 6 });
    const done = await post('/v1/onboarding/video/complete', cookie);
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ step: 3 });
    expect((await state(cookie)).step).toBe(3);
    // No going back: the video step is over.
    expect((await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: 1 })).status).toBe(409);
    expect((await post('/v1/onboarding/video/complete', cookie)).status).toBe(409);
  });

  it('counts nothing for a jump forward beyond the time elapsed', async () => {
    const cookie = await signInAs('prospectlead@demo.binome.test');
    const { video } = await state(cookie);
    await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: 0 });
    clock.advance(1 / 60);
    const jump = await json<{ outcome: string; watched: boolean }>(await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position: 6 }));
    expect(jump).toMatchObject({ outcome: 'jump', watched: false });
    expect((await post('/v1/onboarding/video/complete', cookie)).status).toBe(409);
    // Many quick heartbeats do not make the time pass either.
    for (const position of [1, 2, 3, 4, 5, 6]) await post('/v1/onboarding/video/heartbeats', cookie, { videoId: video!.id, position });
    expect((await state(cookie)).video!.watched).toBe(false);
  });

  it('refuses a heartbeat for another video, and bad input', async () => {
    const cookie = await signInAs('prospectlead@demo.binome.test');
    expect((await post('/v1/onboarding/video/heartbeats', cookie, { videoId: 'demo-trainingVideos-2', position: 0 })).status).toBe(404);
    for (const body of [
      {},
      { videoId: 'demo-trainingVideos-1' },
      { videoId: 'demo-trainingVideos-1', position: -1 },
      { videoId: 'demo-trainingVideos-1', position: 'x' },
      { videoId: 'demo-trainingVideos-1', position: 1, extra: true },
      { videoId: 'demo-trainingVideos-1', position: 1e9 },
    ]) {
      expect((await post('/v1/onboarding/video/heartbeats', cookie, body)).status).toBe(400);
    }
    expect((await post('/v1/onboarding/video/complete', cookie, { step: 3 })).status).toBe(400);
  });
});

describe('the quiz step', () => {
  async function atQuiz(): Promise<string> {
    await setStep(LEAD, 3);
    return signInAs('prospectlead@demo.binome.test');
  }

  it('draws ten questions with their choices and never their answers', async () => {
    const cookie = await atQuiz();
    const response = await post('/v1/onboarding/quiz/draw', cookie);
    expect(response.status).toBe(200);
    const text = await response.text();
    const draw = JSON.parse(text) as Draw;
    expect(draw.questions).toHaveLength(10);
    expect(new Set(draw.questions.map((question) => question.id)).size).toBe(10);
    for (const question of draw.questions) expect(Object.keys(question).sort()).toEqual(['choices', 'id', 'question']);
    expect(text).not.toMatch(/correct/i);
    // Drawing again before submitting answers the same questions: no cherry-picking by reloading.
    const again = await json<Draw>(await post('/v1/onboarding/quiz/draw', cookie));
    expect(again).toEqual(draw);
    // The questions' resource is the staff's: a prospect reads none of it.
    expect([403, 404]).toContain((await app.call('/v1/quiz-questions', { cookie })).status);
    expect([403, 404]).toContain((await app.call('/v1/quiz-questions/demo-quiz-tutor-1', { cookie })).status);
  });

  it('passes at 80 %: step 5 and the score stored by the server', async () => {
    const cookie = await atQuiz();
    const draw = await json<Draw>(await post('/v1/onboarding/quiz/draw', cookie));
    const result = await json<{ score: number; passed: boolean; step: number }>(
      await post('/v1/onboarding/quiz/submit', cookie, { attemptId: draw.attemptId, answers: await rightAnswers(draw, 2) }),
    );
    expect(result).toMatchObject({ score: 80, passed: true, step: 5 });
    const stored = await app.store.collection('users').findOne({ _id: LEAD });
    expect(stored).toMatchObject({ onBoardingStep: 5, quizScore: 80 });
    expect((await state(cookie)).status).toBe('on-boarding-in-review');
    // Done: no other attempt, no going back.
    expect((await post('/v1/onboarding/quiz/draw', cookie)).status).toBe(409);
    expect((await post('/v1/onboarding/quiz/submit', cookie, { attemptId: draw.attemptId, answers: [] })).status).toBe(409);
  });

  it('fails below the pass mark: another attempt only after the wait, step 6 after the last one', async () => {
    let cookie = await atQuiz();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const draw = await json<Draw>(await post('/v1/onboarding/quiz/draw', cookie));
      const result = await json<{ score: number; passed: boolean; step: number; attemptsLeft: number }>(
        await post('/v1/onboarding/quiz/submit', cookie, { attemptId: draw.attemptId, answers: await rightAnswers(draw, 3) }),
      );
      expect(result).toMatchObject({ score: 70, passed: false, attemptsLeft: 3 - attempt, step: attempt < 3 ? 3 : 6 });
      if (attempt < 3) {
        // The same attempt is scored once; the next one waits.
        expect((await post('/v1/onboarding/quiz/submit', cookie, { attemptId: draw.attemptId, answers: await rightAnswers(draw) })).status).toBe(409);
        const early = await post('/v1/onboarding/quiz/draw', cookie);
        expect(early.status).toBe(429);
        expect(await json(early)).toMatchObject({ code: 'quizRetryLater' });
        clock.advance(24 * 60 + 1);
        // A day later the session may have ended: signing in again is what a person does too.
        cookie = await signInAs('prospectlead@demo.binome.test');
      }
    }
    expect(await app.store.collection('users').findOne({ _id: LEAD })).toMatchObject({ onBoardingStep: 6, quizScore: 70 });
    clock.advance(48 * 60);
    cookie = await signInAs('prospectlead@demo.binome.test');
    expect((await post('/v1/onboarding/quiz/draw', cookie)).status).toBe(409);
  });

  it('refuses bad answers with 400 and bounds them', async () => {
    const cookie = await atQuiz();
    const draw = await json<Draw>(await post('/v1/onboarding/quiz/draw', cookie));
    const many = Array.from({ length: 51 }, (_, index) => ({ questionId: `q${index}`, choices: [1] }));
    for (const body of [
      {},
      { attemptId: draw.attemptId },
      { attemptId: draw.attemptId, answers: many },
      { attemptId: draw.attemptId, answers: [{ questionId: draw.questions[0]!.id, choices: [0] }] },
      { attemptId: draw.attemptId, answers: [{ questionId: draw.questions[0]!.id, choices: [1, 2, 3, 4, 5, 6, 1] }] },
      { attemptId: draw.attemptId, answers: [{ questionId: draw.questions[0]!.id, choices: ['1'] }] },
      { attemptId: draw.attemptId, answers: [], score: 100 },
    ]) {
      expect((await post('/v1/onboarding/quiz/submit', cookie, body)).status).toBe(400);
    }
    expect((await post('/v1/onboarding/quiz/submit', cookie, { attemptId: 'not-mine', answers: [] })).status).toBe(404);
    expect((await post('/v1/onboarding/quiz/draw', cookie, { questionCount: 1 })).status).toBe(400);
  });
});

describe('who may', () => {
  it('gives the parents their own video and quiz', async () => {
    const cookie = await signInAs('parentprospect@demo.binome.test');
    const { step, video } = await state(cookie);
    expect(step).toBe(2);
    expect(video).toMatchObject({ url: '/videos/onboarding-parent.webm' });
    await watchAll(cookie);
    expect(await json(await post('/v1/onboarding/video/complete', cookie))).toEqual({ step: 3 });
    const draw = await json<Draw>(await post('/v1/onboarding/quiz/draw', cookie));
    expect(draw.questions.every((question) => question.id.startsWith('demo-quiz-parent-'))).toBe(true);
    const result = await json<{ step: number }>(
      await post('/v1/onboarding/quiz/submit', cookie, { attemptId: draw.attemptId, answers: await rightAnswers(draw) }),
    );
    expect(result.step).toBe(5);
    expect(await app.store.collection('users').findOne({ _id: PARENT_PROSPECT })).toMatchObject({ onBoardingStep: 5, quizScore: 100 });
  });

  it('lets nobody else act: staff cannot send heartbeats for someone, other roles are refused', async () => {
    for (const role of ['super_administrator', 'recruiter', 'coordinator', 'tutor', 'parent', 'student']) {
      const cookie = await app.signIn(role);
      expect((await app.call('/v1/onboarding', { cookie })).status).toBe(403);
      expect((await post('/v1/onboarding/video/heartbeats', cookie, { videoId: 'demo-trainingVideos-1', position: 0 })).status).toBe(403);
      expect((await post('/v1/onboarding/video/complete', cookie)).status).toBe(403);
      expect((await post('/v1/onboarding/quiz/draw', cookie)).status).toBe(403);
    }
    expect((await app.call('/v1/onboarding')).status).toBe(401);
    // Staff do not step a prospect past the quiz by a write either: the step moves only as the table allows.
    const lead = await json<{ onBoardingStep: number }>(await app.call(`/v1/prospects/${LEAD}`, { cookie: await app.signIn('super_administrator') }));
    expect(lead.onBoardingStep).toBe(2);
  });

  it("keeps the staff's questions to the staff, answers included", async () => {
    const admin = await app.signIn('super_administrator');
    const list = await app.call('/v1/quiz-questions?audience=tutor', { cookie: admin });
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(12);
    for (const role of ['tutor', 'parent', 'student'])
      expect([403, 404]).toContain((await app.call('/v1/quiz-questions', { cookie: await app.signIn(role) })).status);
    const created = await app.call('/v1/quiz-questions', {
      method: 'POST',
      cookie: admin,
      body: { audience: 'tutor', question: 'Une question ?', choices: ['Oui', 'Non'], correctChoices: [3] },
    });
    expect(created.status).toBe(400);
  });
});

describe('staff writes of the step', () => {
  it('follow the table: no skipping nor going back, validation from 5 allowed, unchanged step never refused', async () => {
    const admin = await app.signIn('super_administrator');
    const patch = (body: Record<string, unknown>) => app.call(`/v1/prospects/${LEAD}`, { method: 'PATCH', cookie: admin, body });
    const skip = await patch({ onBoardingStep: 5 });
    expect(skip.status).toBe(409);
    expect(await json(skip)).toMatchObject({ code: 'onboardingStep' });
    expect((await patch({ onBoardingStep: 1 })).status).toBe(409);
    expect((await patch({ onBoardingStep: 2, howHeardDetails: 'Un forum' })).status).toBe(200);
    await setStep(LEAD, 5);
    expect((await patch({ onBoardingStep: 7 })).status).toBe(200);
    expect((await patch({ onBoardingStep: 5 })).status).toBe(409);
  });
});
