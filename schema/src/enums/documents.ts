import { defineEnum } from './define-enum.ts';

/** What a volunteer uploads: the criminal-record attestation (required of every tutor, section 5) or anything else. */
export const documentKinds = defineEnum('documentKind', ['criminal-record', 'other']);

/** A document waits for the staff's review, then is accepted or refused with a reason. */
export const documentStatuses = defineEnum('documentStatus', ['to-review', 'accepted', 'refused'], {
  tones: { 'to-review': 'warning', accepted: 'success', refused: 'danger' },
});

/** Where a prospect lead's criminal-record attestation stands, as the recruiter reads it on the prospects list. */
export const attestationStates = defineEnum('attestationState', ['missing', 'sent', 'refused', 'accepted'], {
  tones: { missing: 'neutral', sent: 'warning', refused: 'danger', accepted: 'success' },
});
