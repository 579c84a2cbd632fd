import { addDays } from './demo-dates.ts';
import { fullNameOf, metaOf, type Doc } from './demo-kit.ts';
import { prospectReadinessOf } from '@binome/schema';

function prospectPreferencesOf(lead: Doc): Record<string, unknown> {
  return prospectReadinessOf(typeof lead.onBoardingStep === 'number' ? lead.onBoardingStep : undefined, 'accepted');
}

/** The prospect leads whose criminal-record attestation the recruiter already accepted: they wait for the decision. */
const ACCEPTED_LEADS = ['demo-prospectLead-8', 'demo-prospectLead-9', 'demo-prospectLead-12'];

/**
 * The volunteers' documents of the demo: the attestations of a few prospect leads at the end of their path (quiz
 * passed, or failed for one), accepted by the recruiter, so that the recruiter can validate them as tutors. As with
 * every reviewed attestation, the PDF is gone and only its facts and the review are kept (issue 16).
 */
export function demoDocuments(prospects: readonly Doc[], today: string): Doc[] {
  return ACCEPTED_LEADS.flatMap((id, index) => {
    const lead = prospects.find((prospect) => prospect._id === id);
    if (!lead) return [];
    const uploaded = addDays(today, -(4 + index));
    const reviewed = addDays(today, -(2 + index));
    const facts = {
      number: `CJN-2026-${String(310_457 + index * 7919).padStart(6, '0')}`,
      issueDate: addDays(today, -(20 + index * 5)),
      issuedBy: 'Casier judiciaire national',
    };
    // The review copies an accepted attestation's facts onto its owner's record, as the server does.
    lead.criminalRecord = { ...facts };
    // And the readiness the recruiter's list shows, as the server keeps it on an upload, a review or a step.
    lead.prospectPreferences = { ...(lead.prospectPreferences as Record<string, unknown>), ...prospectPreferencesOf(lead) };
    return [
      {
        _id: `demo-document-${index + 1}`,
        ownerId: id,
        ownerName: fullNameOf(lead),
        program: lead.program,
        kind: 'criminal-record',
        criminalRecord: facts,
        fileName: 'extrait-casier-judiciaire.pdf',
        fileSize: 48_213 + index * 1_024,
        uploadedAt: `${uploaded}T18:20:00.000Z`,
        status: 'accepted',
        reviewedBy: 'demo-recruiter',
        reviewedAt: `${reviewed}T10:05:00.000Z`,
        fileDeletedAt: `${reviewed}T10:05:00.000Z`,
        ...metaOf(`${uploaded}T18:20:00.000Z`, id, `${reviewed}T10:05:00.000Z`, 'demo-recruiter'),
      },
    ];
  });
}
