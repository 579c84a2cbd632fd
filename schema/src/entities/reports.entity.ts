import { defineEntity } from './define-entity.ts';
import { f, keyFields } from './fields.ts';
import { departmentsField, programField } from './user-fields.ts';
import { attendanceStates, reportEntryStatuses, reportWriterTypes } from '../enums/sessions.ts';

/**
 * Class reports (CR) and SC reports share their shape, labelled once under `reports.fields.*`; they differ by
 * subject, path and name.
 */
const REPORT_FIELDS = keyFields('reports', {
  sessionId: f.reference('sessions', { required: true }),
  // The occurrence reported on: set when the server opens the report after the occurrence ended.
  occurrenceId: f.reference('sessionOccurrences'),
  tutorId: f.reference('tutors'),
  studentId: f.reference('students'),
  program: programField(),
  departments: departmentsField(),
  // Worked out by the server from what a tutor wrote (domain/reports); staff confirm. New reports wait to be entered.
  status: f.enum(reportEntryStatuses, { default: 'to-be-entered' }),
  reportDate: f.date(),
  rating: f.rating(),
  note: f.rating(),
  appreciation: f.longText({ max: 5000 }),
  writerType: f.enum(reportWriterTypes),
  // One line per tutor and student of the occurrence, named as the session names them (the writer only tells who came).
  attendance: f.list(
    f.object({
      userId: f.reference('users', { required: true }),
      fullName: f.text({ max: 200 }),
      attendance: f.enum(attendanceStates, { required: true }),
      absence: f.boolean(),
    }),
    { max: 60 },
  ),
  isValidated: f.boolean(),
  validatedBy: f.reference('users', { serverManaged: true }),
  validatedAt: f.dateTime({ serverManaged: true }),
  // The review (issue "Reports"): when the report is due (48 h after the occurrence ended), when it was first
  // entered, the reminder sent, and staff sending it back with a comment for its writer (never shown to families).
  dueAt: f.dateTime({ serverManaged: true }),
  enteredAt: f.dateTime({ serverManaged: true }),
  reminderSentAt: f.dateTime({ serverManaged: true }),
  reviewComment: f.longText({ max: 2000, serverManaged: true }),
  sentBackAt: f.dateTime({ serverManaged: true }),
  sentBackBy: f.reference('users', { serverManaged: true }),
});

const REPORT_LIST = {
  // The date and who wrote it (or the session), then the student.
  label: { title: ['reportDate', { firstOf: ['tutorId', 'sessionId'] }], join: ' · ', detail: ['studentId', 'status'] },
  columns: ['reportDate', 'status', 'tutorId', 'studentId', 'rating', 'isValidated', 'program.programId'],
  filterable: ['status', 'tutorId', 'studentId', 'sessionId', 'occurrenceId', 'isValidated', 'program.programId', 'reportDate', 'writerType'],
  sortable: ['reportDate', 'status', 'rating', 'createdAt'],
  searchable: ['appreciation'],
  defaultSort: { field: 'reportDate', order: 'desc' },
  programScoped: true,
} as const;

export const classReports = defineEntity({ name: 'classReports', fields: REPORT_FIELDS, ...REPORT_LIST });
export const scReports = defineEntity({ name: 'scReports', fields: REPORT_FIELDS, ...REPORT_LIST });
