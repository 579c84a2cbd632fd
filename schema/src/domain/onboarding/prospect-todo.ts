import type { OnboardingStep } from '../../enums/onboarding.ts';
import { canMoveOnboarding } from './transitions.ts';
import type { attestationStates } from '../../enums/documents.ts';

/** What a prospect lead's home and the recruiter's list read of one of the person's uploaded documents. */
export interface UploadedDocumentFacts {
  kind?: string | undefined;
  status?: string | undefined;
  uploadedAt?: string | undefined;
  refusalReason?: string | undefined;
}

/**
 * Where the criminal-record attestation stands: none sent, sent and waiting for review, refused (the newest one),
 * or accepted. Any accepted attestation counts as accepted, as it does for the server's validation.
 */
export type AttestationState = (typeof attestationStates.values)[number];

export function attestationStateOf(documents: readonly UploadedDocumentFacts[]): { state: AttestationState; refusalReason?: string } {
  const attestations = documents.filter((document) => document.kind === 'criminal-record');
  if (attestations.some((document) => document.status === 'accepted')) return { state: 'accepted' };
  const newest = attestations.reduce<UploadedDocumentFacts | undefined>(
    (found, document) => (!found || (document.uploadedAt ?? '') > (found.uploadedAt ?? '') ? document : found),
    undefined,
  );
  if (!newest) return { state: 'missing' };
  if (newest.status === 'refused') return { state: 'refused', ...(newest.refusalReason && { refusalReason: newest.refusalReason }) };
  return { state: 'sent' };
}

/**
 * What a prospect lead must still do, or wait for (section 4, issue "Journeys that connect"):
 * - `onboarding`: the registration path (form, video, quiz) is theirs to go on with;
 * - `sendAttestation`: the path is done, staff cannot validate without the criminal-record attestation;
 * - `resendAttestation`: the newest attestation was refused (its reason is given);
 * - `attestationInReview`: sent, the team checks it;
 * - `awaitValidation`: accepted, only the team's validation is left;
 * - `done`: validated.
 * The steps from which staff may validate are read from the onboarding table, as the server's validation does.
 */
export type ProspectTodo =
  | { kind: 'onboarding' }
  | { kind: 'sendAttestation' }
  | { kind: 'resendAttestation'; refusalReason?: string }
  | { kind: 'attestationInReview' }
  | { kind: 'awaitValidation' }
  | { kind: 'done' };

export function prospectTodoOf(step: number | undefined, documents: readonly UploadedDocumentFacts[]): ProspectTodo {
  if (step === 7) return { kind: 'done' };
  if (!canMoveOnboarding(step as OnboardingStep | undefined, 7, 'staff')) return { kind: 'onboarding' };
  const attestation = attestationStateOf(documents);
  switch (attestation.state) {
    case 'missing':
      return { kind: 'sendAttestation' };
    case 'refused':
      return { kind: 'resendAttestation', ...(attestation.refusalReason && { refusalReason: attestation.refusalReason }) };
    case 'sent':
      return { kind: 'attestationInReview' };
    case 'accepted':
      return { kind: 'awaitValidation' };
  }
}

/** Whether a prospect lead is ready for the recruiter's decision: path done and attestation accepted. */
export function prospectReadyForValidation(step: number | undefined, documents: readonly UploadedDocumentFacts[]): boolean {
  return prospectTodoOf(step, documents).kind === 'awaitValidation';
}

/**
 * What a prospect lead's record keeps of their readiness (the list's column and filter): the attestation's state
 * and whether the recruiter may decide now. The same rule as above, from the stored state instead of the documents.
 */
export function prospectReadinessOf(
  step: number | undefined,
  attestationState: AttestationState,
): { attestationState: AttestationState; readyForValidation: boolean } {
  return {
    attestationState,
    readyForValidation: attestationState === 'accepted' && step !== 7 && canMoveOnboarding(step as OnboardingStep | undefined, 7, 'staff'),
  };
}
