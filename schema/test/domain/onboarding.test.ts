import { describe, expect, it } from 'vitest';
import {
  canMoveOnboarding,
  coveredSeconds,
  drawAtRandom,
  mergeIntervals,
  nextAttemptAt,
  nextOnboardingStep,
  onboardingMoveOn,
  onboardingSteps,
  quizPassed,
  recordHeartbeat,
  scoreQuiz,
  watchedToTheEnd,
  MAX_WATCH_INTERVALS,
  type OnboardingStep,
  type WatchProgress,
} from '../../src/index.ts';

const STEPS = onboardingSteps.values as readonly OnboardingStep[];
const ALLOWED: Record<string, 'self' | 'staff'> = { '1>2': 'self', '2>3': 'self', '3>5': 'self', '3>6': 'self', '5>7': 'staff', '6>7': 'staff' };

describe('the onboarding transition table', () => {
  const pairs = STEPS.flatMap((from) => STEPS.map((to) => [from, to] as const));
  it.each(pairs)('from %s to %s: allowed only as the table says, and only for its actor', (from, to) => {
    const allowedFor = ALLOWED[`${from}>${to}`];
    expect(canMoveOnboarding(from, to, 'self')).toBe(allowedFor === 'self');
    expect(canMoveOnboarding(from, to, 'staff')).toBe(allowedFor === 'staff');
  });
  it('refuses every move from no step at all', () => {
    for (const to of STEPS) expect(canMoveOnboarding(undefined, to, 'self') || canMoveOnboarding(undefined, to, 'staff')).toBe(false);
  });
  it('never skips a step nor goes back', () => {
    expect(canMoveOnboarding(2, 5, 'self')).toBe(false);
    expect(canMoveOnboarding(2, 5, 'staff')).toBe(false);
    expect(canMoveOnboarding(3, 2, 'self')).toBe(false);
    expect(canMoveOnboarding(6, 5, 'self')).toBe(false);
    expect(canMoveOnboarding(1, 7, 'staff')).toBe(false);
  });
  it('finds the move the evidence allows', () => {
    expect(onboardingMoveOn(2, 'video-watched')?.to).toBe(3);
    expect(onboardingMoveOn(3, 'quiz-passed')?.to).toBe(5);
    expect(onboardingMoveOn(3, 'quiz-failed')?.to).toBe(6);
    expect(onboardingMoveOn(2, 'quiz-passed')).toBeUndefined();
    expect(onboardingMoveOn(5, 'video-watched')).toBeUndefined();
  });
  it('reads the next step from the table', () => {
    expect(nextOnboardingStep(1)).toBe(2);
    expect(nextOnboardingStep(3, false)).toBe(6);
    expect(nextOnboardingStep(6)).toBe(7);
    expect(nextOnboardingStep(7)).toBeUndefined();
  });
});

describe('the video heartbeats', () => {
  const DURATION = 6;
  const beat = (progress: WatchProgress, position: number, atSeconds: number) => recordHeartbeat(progress, position, atSeconds * 1000, DURATION);

  it('covers the way between two heartbeats as far as the time elapsed allows', () => {
    let progress: WatchProgress = { intervals: [] };
    progress = beat(progress, 0, 100).progress;
    const second = beat(progress, 5, 105);
    expect(second.outcome).toBe('covered');
    progress = beat(second.progress, 6, 106).progress;
    expect(coveredSeconds(progress.intervals)).toBe(6);
    expect(watchedToTheEnd(progress, DURATION)).toBe(true);
  });
  it('covers nothing on a jump forward beyond the elapsed time, and restarts from where it landed', () => {
    let progress: WatchProgress = { intervals: [] };
    progress = beat(progress, 0, 100).progress;
    const jump = beat(progress, 6, 101);
    expect(jump.outcome).toBe('jump');
    expect(coveredSeconds(jump.progress.intervals)).toBe(0);
    expect(watchedToTheEnd(jump.progress, DURATION)).toBe(false);
  });
  it('does not let quick heartbeats add their slack up to a faster playback', () => {
    let progress: WatchProgress = { intervals: [] };
    progress = beat(progress, 0, 100).progress;
    for (let step = 1; step <= 60; step += 1) progress = recordHeartbeat(progress, step * 0.1, 100_000 + step * 50, DURATION).progress;
    expect(coveredSeconds(progress.intervals)).toBe(0);
    expect(
      mergeIntervals([
        [0, 1],
        [1.2, 2],
      ]),
    ).toEqual([
      [0, 1],
      [1.2, 2],
    ]);
  });
  it('lets the viewer go back without counting it, and clamps positions to the video', () => {
    let progress: WatchProgress = { intervals: [] };
    progress = beat(progress, 0, 100).progress;
    progress = beat(progress, 3, 103).progress;
    const back = beat(progress, 1, 104);
    expect(back.outcome).toBe('back');
    expect(coveredSeconds(back.progress.intervals)).toBe(3);
    const far = beat(back.progress, 1000, 200);
    expect(far.progress.lastPosition).toBe(DURATION);
  });
  it('merges intervals and keeps a bounded number of them', () => {
    expect(
      mergeIntervals([
        [0, 2],
        [1.8, 4],
        [4, 5],
        [10, 12],
      ]),
    ).toEqual([
      [0, 5],
      [10, 12],
    ]);
    let progress: WatchProgress = { intervals: [] };
    for (let index = 0; index < MAX_WATCH_INTERVALS * 2; index += 1) {
      progress = recordHeartbeat(progress, index * 10, index * 100_000, 100_000).progress;
      progress = recordHeartbeat(progress, index * 10 + 1, index * 100_000 + 1000, 100_000).progress;
    }
    expect(progress.intervals.length).toBeLessThanOrEqual(MAX_WATCH_INTERVALS);
  });
  it('does not count a clock going backwards', () => {
    let progress: WatchProgress = { intervals: [] };
    progress = beat(progress, 0, 100).progress;
    expect(beat(progress, 3, 50).outcome).toBe('start');
  });
});

describe('the quiz', () => {
  const drawn = [
    { id: 'a', correctChoices: [1] },
    { id: 'b', correctChoices: [0, 2] },
    { id: 'c', correctChoices: [3] },
    { id: 'd', correctChoices: [0] },
    { id: 'e', correctChoices: [2] },
  ];
  it('counts a question only when exactly its right choices are chosen', () => {
    const result = scoreQuiz(drawn, [
      { questionId: 'a', choices: [1] },
      { questionId: 'b', choices: [0] },
      { questionId: 'c', choices: [3, 1] },
      { questionId: 'd', choices: [0] },
      { questionId: 'e', choices: [2] },
      { questionId: 'not-drawn', choices: [0] },
    ]);
    expect(result).toEqual({ score: 60, correct: 3, total: 5 });
  });
  it('scores 0 with no answers and 100 with all right ones', () => {
    expect(scoreQuiz(drawn, []).score).toBe(0);
    expect(
      scoreQuiz(
        drawn,
        drawn.map((q) => ({ questionId: q.id, choices: [...q.correctChoices].reverse() })),
      ).score,
    ).toBe(100);
    expect(scoreQuiz([], []).score).toBe(0);
  });
  it('passes at the pass mark', () => {
    expect(quizPassed(80, { passMark: 80 })).toBe(true);
    expect(quizPassed(79, { passMark: 80 })).toBe(false);
  });
  it('waits between attempts and stops at the last one', () => {
    const settings = { maxAttempts: 3, retryHours: 24 };
    expect(nextAttemptAt([], settings)).toBe(0);
    expect(nextAttemptAt([1000], settings)).toBe(1000 + 24 * 3_600_000);
    expect(nextAttemptAt([1000, 2000, 3000], settings)).toBeNull();
  });
  it('draws distinct items, no more than there are', () => {
    const items = Array.from({ length: 12 }, (_, index) => index);
    const picked = drawAtRandom(items, 10);
    expect(new Set(picked).size).toBe(10);
    expect(drawAtRandom(items, 20)).toHaveLength(12);
  });
});
