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

/** The steps from which staff may validate a prospect lead: quiz passed, or failed and staff decide to go on. */
export const VALIDATED_FROM_STEPS: readonly number[] = [5, 6];

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
  if (!VALIDATED_FROM_STEPS.includes(prospect.onBoardingStep ?? 0)) return 'onboardingNotFinished';
  if (!evidence.criminalRecordAccepted) return 'criminalRecordNotAccepted';
  return undefined;
}

/** The role a validated prospect takes. */
export function roleAfterValidation(userRole: string | undefined): 'tutor' | 'parent' | undefined {
  if (userRole === 'prospectLead') return 'tutor';
  if (userRole === 'parentProspect') return 'parent';
  return undefined;
}
