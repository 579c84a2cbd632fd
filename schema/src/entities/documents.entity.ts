import { defineEntity } from './define-entity.ts';
import { f, keyFields } from './fields.ts';
import { programIds } from '../reference/programs.ts';
import { documentKinds, documentStatuses } from '../enums/documents.ts';

/** How long a criminal-record attestation is taken as current: older, its owner is asked for a new one. */
export const CRIMINAL_RECORD_VALID_YEARS = 3;

/** The owner's program, copied by the server at upload, so that the staff of that program see the document. */
const OWNER_PROGRAM = keyFields('common', {
  program: f.object({ programId: f.enum(programIds, { required: true }), programName: f.text({ serverManaged: true }) }, { serverManaged: true }),
}).program!;

/**
 * The attestation's facts, named as on the tutor's record (`tutors.fields.criminalRecord.*`): they stay once the
 * PDF is gone, and the accepted ones are copied onto the tutor's record.
 */
export const CRIMINAL_RECORD_FACTS = {
  number: f.text({ max: 50, sensitive: true }),
  issueDate: f.date(),
  issuedBy: f.text({ max: 200 }),
};

/**
 * A document a volunteer (a tutor or a prospect lead) uploads (issue 16): a PDF kept in the blob store, its review
 * by staff, and for the criminal-record attestation the facts that outlive it. Every field but the owner's own
 * description (kind, title, the attestation's facts, given at upload) is the server's; uploads and reviews have
 * their own routes (bff/src/features/documents), never the generic writes. Minors are involved: once a
 * criminal-record attestation is reviewed, its PDF is deleted (`fileDeletedAt`) and only its facts and the review
 * are kept. Where the PDF is kept is the server's business alone: no answer names it.
 */
export const documents = defineEntity({
  name: 'documents',
  fields: {
    ownerId: f.reference('users', { serverManaged: true }),
    // The name at upload: the review queue shows who sent it without reading the people's records row by row.
    ownerName: f.text({ serverManaged: true, max: 200 }),
    program: OWNER_PROGRAM,
    kind: f.enum(documentKinds, { required: true }),
    title: f.text({ max: 200 }),
    criminalRecord: f.object(CRIMINAL_RECORD_FACTS),
    fileName: f.text({ serverManaged: true, max: 200 }),
    fileSize: f.number({ serverManaged: true, integer: true, min: 0 }),
    uploadedAt: f.dateTime({ serverManaged: true }),
    status: f.enum(documentStatuses, { serverManaged: true }),
    refusalReason: f.longText({ serverManaged: true, max: 1000 }),
    reviewedBy: f.reference('users', { serverManaged: true }),
    reviewedAt: f.dateTime({ serverManaged: true }),
    fileDeletedAt: f.dateTime({ serverManaged: true }),
    renewalReminderSentAt: f.dateTime({ serverManaged: true }),
  },
  label: { title: ['ownerName', 'kind'], join: ' · ', detail: ['status'] },
  columns: ['ownerName', 'kind', 'title', 'status', 'uploadedAt', 'reviewedAt', 'program.programId'],
  filterable: ['ownerId', 'kind', 'status', 'program.programId', 'uploadedAt'],
  sortable: ['uploadedAt', 'reviewedAt', 'status', 'kind'],
  searchable: ['ownerName', 'title'],
  defaultSort: { field: 'uploadedAt', order: 'desc' },
  programScoped: true,
  // Uploaded and reviewed by their own routes (bff/src/features/documents); never written through the generic ones.
  readOnly: true,
});
