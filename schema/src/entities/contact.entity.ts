import { defineEntity } from './define-entity.ts';
import { f, keyFields } from './fields.ts';
import { programIds } from '../reference/programs.ts';
import { contactMessageStatuses } from '../enums/contact.ts';

/** The bounds of a message: a subject line and a few paragraphs, not a document. */
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_TEXT_MAX = 3000;

/**
 * The sender's program, copied by the server from the sender's record when the message is written, so that the
 * staff of that program (managers, coordinators) see it. Labelled under `common.*` like every record's program,
 * but never written by a client.
 */
const SENDER_PROGRAM = keyFields('common', {
  program: f.object({ programId: f.enum(programIds, { required: true }), programName: f.text({ serverManaged: true }) }, { serverManaged: true }),
}).program!;

/**
 * A message from a tutor, parent, student or prospect to the association's staff (the contact page). The sender
 * writes the subject and the text; the staff write the answer, and the server then marks it answered and says who
 * answered and when. The sender, the program and the answer's author and time are the server's.
 */
export const contactMessages = defineEntity({
  name: 'contactMessages',
  fields: {
    subject: f.text({ required: true, max: CONTACT_SUBJECT_MAX }),
    text: f.longText({ required: true, max: CONTACT_TEXT_MAX }),
    sender: f.reference('users', { serverManaged: true }),
    program: SENDER_PROGRAM,
    // Not server-managed, so that a client sending it is told which field it may not write (403) rather than
    // that the field does not exist; nobody's rules allow writing it: the server sets it (open, then answered with
    // the answer; see the BFF's contact-message hooks).
    status: f.enum(contactMessageStatuses),
    answer: f.longText({ max: CONTACT_TEXT_MAX }),
    answeredBy: f.reference('users', { serverManaged: true }),
    answeredAt: f.dateTime({ serverManaged: true }),
  },
  label: { title: ['subject'], detail: ['sender', 'status'] },
  columns: ['subject', 'sender', 'status', 'program.programId', 'createdAt', 'answeredAt'],
  filterable: ['status', 'program.programId', 'sender', 'createdAt'],
  sortable: ['createdAt', 'status', 'subject', 'answeredAt'],
  searchable: ['subject', 'text'],
  // The unanswered ones, newest first (walk C-8): what came in since the last look is on top, not last.
  defaultSort: { field: 'createdAt', order: 'desc' },
  defaultFilters: { status: ['open'] },
  programScoped: true,
});
