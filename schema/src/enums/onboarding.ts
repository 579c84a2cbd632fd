import { defineEnum, defineNumericEnum } from './define-enum.ts';

/**
 * Tutor onboarding steps (section 4). There is no step 4: after the quiz (3) a tutor waits for validation with the
 * quiz passed (5) or failed (6), then is validated (7).
 */
export const onboardingSteps = defineNumericEnum('onboardingStep', [1, 2, 3, 5, 6, 7], {
  // Waiting for a validation is staff's move (warning); a failed quiz stops the path until staff decide.
  tones: { 1: 'progress', 2: 'progress', 3: 'progress', 5: 'warning', 6: 'danger', 7: 'success' },
});
export type OnboardingStep = (typeof onboardingSteps.values)[number];

export const ONBOARDING_STEP_NAMES = {
  1: 'registration-form',
  2: 'video-viewing',
  3: 'quiz-completion',
  5: 'awaiting-validation-quiz-passed',
  6: 'awaiting-validation-quiz-failed',
  7: 'validated',
} as const satisfies Record<OnboardingStep, string>;

export const onboardingStatuses = defineEnum('onboardingStatus', ['on-boarding-in-progress', 'on-boarding-in-review', 'on-boarding-completed'], {
  tones: { 'on-boarding-in-progress': 'progress', 'on-boarding-in-review': 'warning', 'on-boarding-completed': 'success' },
});
export type OnboardingStatus = (typeof onboardingStatuses.values)[number];

export function onboardingStatusOf(step: OnboardingStep): OnboardingStatus {
  if (step === 7) return 'on-boarding-completed';
  return step >= 5 ? 'on-boarding-in-review' : 'on-boarding-in-progress';
}

/**
 * Whose onboarding a training video or a quiz question is for: future tutors or future parents (section 2). A quiz
 * question may also be for the tutors' training path (`training`): never drawn for an onboarding quiz.
 */
export const onboardingAudiences = defineEnum('onboardingAudience', ['tutor', 'parent', 'training']);
export type OnboardingAudience = (typeof onboardingAudiences.values)[number];

/** A quiz question's choices are numbered from 1; its right answers are among these numbers. */
export const QUIZ_MAX_CHOICES = 6;
export const quizChoiceNumbers = defineNumericEnum('quizChoice', [1, 2, 3, 4, 5, 6]);
