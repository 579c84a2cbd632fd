import type { OnboardingStep } from '../../enums/onboarding.ts';

/** Who makes an onboarding move: the person on evidence the server checked (video, quiz), or the staff's validation. */
export type OnboardingActor = 'self' | 'staff';
/** What the server must have seen before a person's own move. */
export type OnboardingEvidence = 'registration' | 'video-watched' | 'quiz-passed' | 'quiz-failed' | 'validation';

export interface OnboardingTransition {
  from: OnboardingStep;
  to: OnboardingStep;
  by: OnboardingActor;
  on: OnboardingEvidence;
}

/**
 * Every move of the onboarding (section 4), in the numeric order 1, 2, 3, then 5 or 6 by the quiz, then 7. There
 * is no other: no step is skipped and none goes back. The server reads this table before writing a step, and the
 * screens read it to show the way to the next one. A failed attempt with retries left is not a move: the person
 * stays at the quiz (3) until they pass or run out of attempts.
 */
export const ONBOARDING_TRANSITIONS: readonly OnboardingTransition[] = [
  { from: 1, to: 2, by: 'self', on: 'registration' },
  { from: 2, to: 3, by: 'self', on: 'video-watched' },
  { from: 3, to: 5, by: 'self', on: 'quiz-passed' },
  { from: 3, to: 6, by: 'self', on: 'quiz-failed' },
  { from: 5, to: 7, by: 'staff', on: 'validation' },
  { from: 6, to: 7, by: 'staff', on: 'validation' },
];

/** Whether `by` may move a person from `from` to `to`; staying put is not a move. */
export function canMoveOnboarding(from: OnboardingStep | undefined, to: OnboardingStep, by: OnboardingActor): boolean {
  return ONBOARDING_TRANSITIONS.some((move) => move.from === from && move.to === to && move.by === by);
}

/** The move out of `from` that the evidence allows, if any. */
export function onboardingMoveOn(from: OnboardingStep | undefined, on: OnboardingEvidence): OnboardingTransition | undefined {
  return ONBOARDING_TRANSITIONS.find((move) => move.from === from && move.on === on);
}

/**
 * The step that follows `step`: 1, 2, 3, then 5 or 6 depending on the quiz, then 7. Answers undefined once
 * validated. Read from the table.
 */
export function nextOnboardingStep(step: OnboardingStep, quizPassed?: boolean): OnboardingStep | undefined {
  const moves = ONBOARDING_TRANSITIONS.filter((move) => move.from === step);
  if (moves.length > 1) {
    if (quizPassed === undefined) throw new Error('The quiz result decides the step after the quiz');
    return moves.find((move) => move.on === (quizPassed ? 'quiz-passed' : 'quiz-failed'))?.to;
  }
  return moves[0]?.to;
}
