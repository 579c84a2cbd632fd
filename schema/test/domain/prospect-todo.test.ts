import { describe, expect, it } from 'vitest';
import {
  attestationStateOf,
  prospectReadinessOf,
  prospectReadyForValidation,
  prospectTodoOf,
  validationBlockerOf,
  type UploadedDocumentFacts,
} from '../../src/index.ts';

const attestation = (status: string, uploadedAt: string, refusalReason?: string): UploadedDocumentFacts => ({
  kind: 'criminal-record',
  status,
  uploadedAt,
  ...(refusalReason && { refusalReason }),
});
const other: UploadedDocumentFacts = { kind: 'other', status: 'accepted', uploadedAt: '2026-11-20T10:00:00Z' };

describe('what a prospect lead must still do', () => {
  it.each([1, 2, 3, undefined])('goes on with the registration path at step %s, whatever was uploaded', (step) => {
    expect(prospectTodoOf(step, [attestation('accepted', '2026-11-20T10:00:00Z')])).toEqual({ kind: 'onboarding' });
  });
  it.each([5, 6])('after the quiz (step %s), asks for the attestation when none was sent', (step) => {
    expect(prospectTodoOf(step, [])).toEqual({ kind: 'sendAttestation' });
    // Another document is not the attestation.
    expect(prospectTodoOf(step, [other])).toEqual({ kind: 'sendAttestation' });
  });
  it('says the attestation is being checked once sent', () => {
    expect(prospectTodoOf(5, [attestation('to-review', '2026-11-27T10:00:00Z')])).toEqual({ kind: 'attestationInReview' });
  });
  it('asks for a new one, with the reason, when the newest was refused', () => {
    expect(prospectTodoOf(5, [attestation('refused', '2026-11-27T10:00:00Z', 'Illisible')])).toEqual({ kind: 'resendAttestation', refusalReason: 'Illisible' });
  });
  it('reads the newest attestation: a new one sent after a refusal is in review', () => {
    const documents = [attestation('refused', '2026-11-20T10:00:00Z', 'Illisible'), attestation('to-review', '2026-11-27T10:00:00Z')];
    expect(prospectTodoOf(5, documents)).toEqual({ kind: 'attestationInReview' });
    expect(prospectTodoOf(5, [...documents].reverse())).toEqual({ kind: 'attestationInReview' });
  });
  it('waits only for the validation once an attestation is accepted, as the server sees it', () => {
    const documents = [attestation('accepted', '2026-11-20T10:00:00Z'), attestation('refused', '2026-11-27T10:00:00Z', 'Doublon')];
    expect(prospectTodoOf(5, documents)).toEqual({ kind: 'awaitValidation' });
    expect(prospectReadyForValidation(5, documents)).toBe(true);
    expect(
      validationBlockerOf({ userRole: 'prospectLead', onBoardingStep: 5 }, { criminalRecordAccepted: attestationStateOf(documents).state === 'accepted' }),
    ).toBeUndefined();
  });
  it('is done once validated', () => {
    expect(prospectTodoOf(7, [])).toEqual({ kind: 'done' });
    expect(prospectReadyForValidation(7, [])).toBe(false);
  });
  it('is not ready while the attestation is missing, refused or in review', () => {
    expect(prospectReadyForValidation(5, [])).toBe(false);
    expect(prospectReadyForValidation(5, [attestation('to-review', '2026-11-27T10:00:00Z')])).toBe(false);
    expect(prospectReadyForValidation(6, [attestation('refused', '2026-11-27T10:00:00Z')])).toBe(false);
  });
});

describe("the readiness a prospect lead's record keeps (the recruiter's list)", () => {
  const states = ['missing', 'sent', 'refused', 'accepted'] as const;
  it.each([1, 2, 3, 5, 6, 7, undefined])('at step %s agrees with the rule read from the documents', (step) => {
    for (const state of states) {
      const documents = state === 'missing' ? [] : [attestation(state === 'sent' ? 'to-review' : state, '2026-11-20T10:00:00Z')];
      expect(attestationStateOf(documents).state).toBe(state);
      expect(prospectReadinessOf(step, state)).toEqual({ attestationState: state, readyForValidation: prospectReadyForValidation(step, documents) });
    }
  });
  it('is ready only with the path done and the attestation accepted', () => {
    expect(prospectReadinessOf(5, 'accepted').readyForValidation).toBe(true);
    expect(prospectReadinessOf(3, 'accepted').readyForValidation).toBe(false);
    expect(prospectReadinessOf(5, 'sent').readyForValidation).toBe(false);
    expect(prospectReadinessOf(7, 'accepted').readyForValidation).toBe(false);
  });
});
