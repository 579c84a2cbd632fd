import { canMoveOnboarding, ERROR_MESSAGES, isStaffRole, onboardingSteps, type OnboardingStep } from '@binome/schema';
import { Problem } from '../../http/problems.ts';
import type { WriteRule } from '../../resources/write-hooks.ts';

const known = (value: unknown): OnboardingStep | undefined =>
  (onboardingSteps.values as readonly unknown[]).includes(value) ? (value as OnboardingStep) : undefined;

/**
 * On a generic write of a tutor or prospect, the onboarding step moves only as the schema's table lets staff move
 * it (the validation, 5 or 6 to 7); the person's own moves are the onboarding routes', on evidence the server saw.
 * Staying put is no move, so an edit form that sends the step unchanged is never refused. A record created by
 * staff starts where they put it.
 */
export const onboardingStepFollowsTable: WriteRule = ({ signedIn, before, after }) => {
  if (!before || before.onBoardingStep === after.onBoardingStep) return;
  const to = known(after.onBoardingStep);
  if (isStaffRole(signedIn.role) && to !== undefined && canMoveOnboarding(known(before.onBoardingStep), to, 'staff')) return;
  throw new Problem(409, 'onboardingStep', ERROR_MESSAGES.conflict, [
    { path: 'onBoardingStep', message: ERROR_MESSAGES.conflict, params: { from: before.onBoardingStep ?? null, to: after.onBoardingStep ?? null } },
  ]);
};
