import { definePresentation, RECORD_HISTORY_FIELDS, type PresentationInput } from './define-presentation.ts';

/** Tutoring: sessions, their reports, pairs and matching candidates. */

const canceled = { field: 'status', in: ['canceled'] } as const;

export const sessionsPresentation = /* @__PURE__ */ definePresentation('sessions', {
  groups: {
    session: ['sessionType', 'status', 'session0SubStatus', 'program.programId', 'origin'],
    dateAndPlace: ['sessionDate', 'recurrence', 'scheduleDuringHolidays', 'tutoringMode', 'placeType', 'placeOrRoom', 'sessionLink', 'school'],
    participants: ['tutors', 'students', 'vsc', 'parentUserId', 'registeredUsers', 'capacity', 'levels', 'subject'],
    notes: ['note', 'details', 'cancelingReason', 'cancelingDescription'],
    record: RECORD_HISTORY_FIELDS,
  },
  // The number of days is the server's copy of the recurrence's name: one recurrence field.
  technical: ['id', 'program.programName', 'departments', 'recurrence.recurrenceNumber'],
  // A new session is never cancelled yet, and nobody attended it yet.
  editOnly: ['cancelingReason', 'cancelingDescription', 'tutors.absence', 'tutors.attendance', 'students.absence', 'students.attendance'],
  when: {
    session0SubStatus: { field: 'sessionType', in: ['session-0'] },
    cancelingReason: canceled,
    cancelingDescription: canceled,
    // Unset, the mode does not rule a place or a link out.
    placeType: { field: 'tutoringMode', notIn: ['online'] },
    placeOrRoom: { field: 'tutoringMode', notIn: ['online'] },
    sessionLink: { field: 'tutoringMode', notIn: ['in-person'] },
    // Places count only where students register themselves.
    capacity: { field: 'sessionType', in: ['group-session'] },
    levels: { field: 'sessionType', in: ['group-session'] },
    subject: { field: 'sessionType', in: ['group-session'] },
  },
  related: [
    { key: 'classReports', resource: 'classReports', match: { sessionId: 'id' } },
    { key: 'scReports', resource: 'scReports', match: { sessionId: 'id' } },
  ],
  summary: { status: 'status', facts: ['sessionType', 'sessionDate.startDate', 'tutoringMode', 'program.programId'] },
});

const REPORT: PresentationInput = {
  groups: {
    session: ['sessionId', 'occurrenceId', 'tutorId', 'studentId', 'reportDate', 'writerType', 'program.programId'],
    content: ['rating', 'note', 'appreciation', 'attendance'],
    validation: ['status', 'dueAt', 'enteredAt', 'reminderSentAt', 'isValidated', 'validatedBy', 'validatedAt', 'reviewComment', 'sentBackAt', 'sentBackBy'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName', 'departments'],
  editOnly: ['isValidated'],
  when: { validatedBy: { field: 'isValidated', in: [true] }, validatedAt: { field: 'isValidated', in: [true] } },
  summary: { status: 'status', facts: ['reportDate', 'tutorId', 'studentId', 'isValidated'] },
};
export const classReportsPresentation = /* @__PURE__ */ definePresentation('classReports', REPORT);
export const scReportsPresentation = /* @__PURE__ */ definePresentation('scReports', REPORT);

export const pairsPresentation = /* @__PURE__ */ definePresentation('pairs', {
  groups: {
    pair: ['tutorId', 'studentId', 'status', 'program.programId', 'managedBy', 'weeklySlot'],
    // A pair is dissociated only after it existed.
    dissociation: { fields: ['dissociationDetails'], when: { field: 'status', in: ['dissociated'] } },
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName', 'departments'],
  editOnly: ['dissociationDetails'],
  // A pair's sessions are those of its tutor with its student.
  related: [{ key: 'sessions', resource: 'sessions', match: { 'tutors.userId': 'tutorId', 'students.userId': 'studentId' } }],
  summary: { status: 'status', facts: ['tutorId', 'studentId', 'program.programId', 'managedBy'] },
});

export const matchingPresentation = /* @__PURE__ */ definePresentation('matching', {
  groups: {
    student: ['studentId', 'studentFullName', 'level', 'program.programId', 'availability'],
    match: ['status', 'tutorId'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName', 'departments'],
  related: [{ key: 'studentPairs', resource: 'pairs', match: { studentId: 'studentId' } }],
  summary: { status: 'status', facts: ['level', 'tutorId', 'program.programId'] },
});

/** A volunteer certificate: what it attests, then its revocation once there is one. */
export const certificatesPresentation = /* @__PURE__ */ definePresentation('certificates', {
  groups: {
    certificate: [
      'tutorId',
      'tutorName',
      'from',
      'to',
      'minutes',
      'occurrencesCount',
      'studentsCount',
      'language',
      'program.programId',
      'issuedAt',
      'status',
      'code',
    ],
    revocation: { fields: ['revokedAt', 'revokedBy', 'revocationReason'], when: { field: 'status', in: ['revoked'] } },
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName'],
  summary: { status: 'status', facts: ['tutorId', 'from', 'to', 'minutes'] },
});

/** A volunteer's document: what it is, then its review; the PDF itself is shown by the review screen. */
export const documentsPresentation = /* @__PURE__ */ definePresentation('documents', {
  groups: {
    document: ['ownerId', 'ownerName', 'kind', 'title', 'criminalRecord', 'fileName', 'fileSize', 'uploadedAt', 'program.programId'],
    documentReview: ['status', 'refusalReason', 'reviewedBy', 'reviewedAt', 'fileDeletedAt', 'renewalReminderSentAt'],
    record: RECORD_HISTORY_FIELDS,
  },
  technical: ['id', 'program.programName'],
  summary: { status: 'status', facts: ['ownerName', 'kind', 'uploadedAt'] },
});
