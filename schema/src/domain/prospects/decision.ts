import { canMoveOnboarding } from '../onboarding/transitions.ts';
import type { OnboardingStep } from '../../enums/onboarding.ts';

/**
 * Staff's decision on a prospect (section 4: "prospect leads can be validated or stopped with a reason"). A prospect
 * lead becomes a tutor once their registration path is done (quiz passed, step 5, or failed, step 6, by staff's
 * choice) and their criminal record extract was accepted; a parent prospect becomes a parent.
 */
export interface ProspectFacts {
  userRole?: string | undefined;
  onBoardingStep?: number | undefined;
  prospectPreferences?: { decision?: string | undefined } | undefined;
}

export type ValidationBlocker = 'prospectDecided' | 'onboardingNotFinished' | 'criminalRecordNotAccepted';

/** A decision is taken once: a validated or stopped prospect is no longer pending. */
export function isPending(prospect: ProspectFacts): boolean {
  const decision = prospect.prospectPreferences?.decision;
  return decision === undefined || decision === 'pending';
}

/**
 * Why a prospect cannot be validated now, or nothing. `criminalRecordAccepted`: staff accepted a criminal-record
 * attestation of theirs (the documents' review).
 */
export function validationBlockerOf(prospect: ProspectFacts, evidence: { criminalRecordAccepted: boolean }): ValidationBlocker | undefined {
  if (!isPending(prospect)) return 'prospectDecided';
  if (prospect.userRole !== 'prospectLead') return undefined;
  // The onboarding table says from where staff validate: quiz passed (5), or failed and staff decide to go on (6).
  if (!canMoveOnboarding(prospect.onBoardingStep as OnboardingStep | undefined, 7, 'staff')) return 'onboardingNotFinished';
  if (!evidence.criminalRecordAccepted) return 'criminalRecordNotAccepted';
  return undefined;
}

/** The role a validated prospect takes. */
export function roleAfterValidation(userRole: string | undefined): 'tutor' | 'parent' | undefined {
  if (userRole === 'prospectLead') return 'tutor';
  if (userRole === 'parentProspect') return 'parent';
  return undefined;
}
