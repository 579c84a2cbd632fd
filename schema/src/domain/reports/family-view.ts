/**
 * What parents and students read of a class report (issue "Reports"): the day, who, the attendance, the rating and
 * the appreciation. Never the satisfaction note, the staff's review comment or who validated it.
 */
export const FAMILY_REPORT_FIELDS = [
  'sessionId',
  'occurrenceId',
  'tutorId',
  'studentId',
  'reportDate',
  'status',
  'rating',
  'appreciation',
  'attendance',
  'isValidated',
] as const;

/**
 * What a family reads of a group session's report: the tutor writes one appreciation for the whole group, which may
 * name any child of it, so it stays with the staff; the family keeps the day, the rating and their child's line.
 */
export const FAMILY_GROUP_REPORT_FIELDS = FAMILY_REPORT_FIELDS.filter((field) => field !== 'appreciation');

/** A report as families may read it: only confirmed by the staff (a report entered or sent back is not theirs yet). */
export const FAMILY_REPORT_CONDITION = { isValidated: true } as const;

interface FamilyReadReport {
  tutorId?: unknown;
  attendance?: unknown;
}

/**
 * The report's attendance as one family may see it: the lines of their own children (or of the student reading)
 * and the tutor's, never another child's. `ownStudentIds` are the reader's student or children.
 */
export function familyReportView<T extends object>(report: T, ownStudentIds: readonly string[]): T {
  const { tutorId, attendance } = report as FamilyReadReport;
  if (!Array.isArray(attendance)) return report;
  const kept = new Set<unknown>([...ownStudentIds, ...(typeof tutorId === 'string' ? [tutorId] : [])]);
  return { ...report, attendance: (attendance as readonly { userId?: unknown }[]).filter((line) => kept.has(line.userId)) };
}
