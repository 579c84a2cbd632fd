/**
 * What parents and students read of a class report (issue "Reports"): the day, who, the attendance, the rating and
 * the appreciation. Never the satisfaction note, the staff's review comment or who validated it.
 */
export const FAMILY_REPORT_FIELDS = ['sessionId', 'occurrenceId', 'tutorId', 'studentId', 'reportDate', 'status', 'rating', 'appreciation', 'attendance', 'isValidated'] as const;
