import { defineEntity } from './define-entity.ts';
import { f, keyFields } from './fields.ts';
import { programIds } from '../reference/programs.ts';
import { certificateLanguages, certificateStatuses } from '../enums/certificates.ts';

/** The longest period one certificate covers: a school year and its summer, not a career. */
export const CERTIFICATE_MAX_DAYS = 366;
/** Random bytes of a verification code (128 bits or more: nobody guesses one). */
export const CERTIFICATE_CODE_BYTES = 18;

/** The tutor's program, copied by the server at issue, so that the staff of that program see the certificate. */
const TUTOR_PROGRAM = keyFields('common', {
  program: f.object({ programId: f.enum(programIds, { required: true }), programName: f.text({ serverManaged: true }) }, { serverManaged: true }),
}).program!;

/**
 * A certificate of volunteering issued to a tutor (issue 15): the hours they actually held in a period and the
 * students they supported, worked out by the server from the occurrences and their class reports
 * (`domain/reports/held-hours.ts`) and frozen at issue. Every field is the server's: the tutor asks for a period
 * and a language, staff revoke. The verification code is what the certificate's QR code carries; only the tutor
 * and the staff who see the certificate read it, and the public verification answers the name, the period and
 * the hours, nothing more.
 */
export const certificates = defineEntity({
  name: 'certificates',
  fields: {
    tutorId: f.reference('tutors', { serverManaged: true }),
    // The name printed, as it was at issue: a later change of the record does not rewrite a delivered certificate.
    tutorName: f.text({ serverManaged: true, max: 200 }),
    from: f.date({ serverManaged: true }),
    to: f.date({ serverManaged: true }),
    language: f.enum(certificateLanguages, { serverManaged: true }),
    minutes: f.number({ serverManaged: true, integer: true, min: 0 }),
    occurrencesCount: f.number({ serverManaged: true, integer: true, min: 0 }),
    studentsCount: f.number({ serverManaged: true, integer: true, min: 0 }),
    program: TUTOR_PROGRAM,
    code: f.text({ serverManaged: true, max: 100 }),
    issuedAt: f.dateTime({ serverManaged: true }),
    status: f.enum(certificateStatuses, { serverManaged: true }),
    revokedAt: f.dateTime({ serverManaged: true }),
    revokedBy: f.reference('users', { serverManaged: true }),
    revocationReason: f.longText({ serverManaged: true, max: 1000 }),
  },
  label: { title: ['tutorName', 'from', 'to'], join: ' · ', detail: ['status'] },
  columns: ['tutorName', 'from', 'to', 'minutes', 'studentsCount', 'language', 'status', 'issuedAt', 'program.programId'],
  filterable: ['tutorId', 'status', 'language', 'program.programId', 'issuedAt'],
  sortable: ['issuedAt', 'from', 'minutes', 'status'],
  searchable: ['tutorName'],
  defaultSort: { field: 'issuedAt', order: 'desc' },
  // The verification finds a certificate by its code: one each.
  unique: [{ fields: ['code'], message: 'errors.conflict' }],
  programScoped: true,
  // Issued and revoked by their own routes (bff/src/features/certificates); never written through the generic ones.
  readOnly: true,
});
