import { attestationStateOf, getResource, prospectReadinessOf, type UploadedDocumentFacts } from '@binome/schema';
import type { Store } from '../../store/store.ts';

const USERS = 'users';
const DOCUMENTS = getResource('documents').entity.collection;
/** A person sends a handful of attestations at most; more would be read no further. */
const MAX_ATTESTATIONS = 200;

/**
 * Keeps a prospect lead's readiness on their record (R-2: the recruiter's list shows and filters who is ready):
 * the attestation's state from all their attestations, and whether the onboarding step lets staff validate now.
 * Called inside the write that changes either (an upload, a review, a step), with that write's store.
 */
export async function refreshProspectReadiness(store: Store, userId: string): Promise<void> {
  const users = store.collection(USERS);
  const person = await users.findOne({ _id: userId }, { projection: { userRole: 1, onBoardingStep: 1 } });
  if (person?.userRole !== 'prospectLead') return;
  const attestations = await store
    .collection(DOCUMENTS)
    .find({ ownerId: userId, kind: 'criminal-record' }, { projection: { kind: 1, status: 1, uploadedAt: 1, refusalReason: 1 }, limit: MAX_ATTESTATIONS });
  const readiness = prospectReadinessOf(person.onBoardingStep as number | undefined, attestationStateOf(attestations as UploadedDocumentFacts[]).state);
  await users.updateOne(
    { _id: userId },
    { $set: { 'prospectPreferences.attestationState': readiness.attestationState, 'prospectPreferences.readyForValidation': readiness.readyForValidation } },
  );
}
