import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { onboardingStepFollowsTable } from './onboarding-step.rule.ts';

/** A volunteer's onboarding step moves only as its table allows, on every generic write of the volunteer. */
export const onboardingFeature: FeatureDeclaration = {
  writeHooks: {
    tutors: { rules: [onboardingStepFollowsTable] },
    prospects: { rules: [onboardingStepFollowsTable] },
  },
};
