/**
 * Section 4's presentation statuses of a held occurrence, from its report's attendance: realized ('completed'),
 * 'failed', 'tutor-absent', 'student-absent', 'pair-absent'; and, for one person, 'present' or 'absent'.
 */
export type OccurrenceOutcome = 'completed' | 'failed' | 'tutor-absent' | 'student-absent' | 'pair-absent';

export interface AttendanceLine {
  userId: string;
  attendance?: string | undefined;
}

/**
 * - the tutor and every student absent: 'pair-absent'; the tutor absent: 'tutor-absent'; every student absent:
 *   'student-absent';
 * - the tutor and at least one student present: 'completed' (realized);
 * - otherwise nobody is known to have come: 'failed' once the report is late (`overdue`), else 'completed'
 *   (it ended; attendance is still to be told).
 */
export function occurrenceOutcomeOf(lines: readonly AttendanceLine[], tutorIds: readonly string[], options: { overdue?: boolean } = {}): OccurrenceOutcome {
  const tutors = new Set(tutorIds);
  const tutorLines = lines.filter((line) => tutors.has(line.userId));
  const studentLines = lines.filter((line) => !tutors.has(line.userId));
  const allAbsent = (group: AttendanceLine[]) => group.length > 0 && group.every((line) => line.attendance === 'absent');
  const anyPresent = (group: AttendanceLine[]) => group.some((line) => line.attendance === 'present');
  if (allAbsent(tutorLines) && allAbsent(studentLines)) return 'pair-absent';
  if (allAbsent(tutorLines)) return 'tutor-absent';
  if (allAbsent(studentLines)) return 'student-absent';
  if (anyPresent(tutorLines) && anyPresent(studentLines)) return 'completed';
  return options.overdue ? 'failed' : 'completed';
}

/** One person's own status on the occurrence: their attendance line, when told. */
export function personAttendanceOf(lines: readonly AttendanceLine[], userId: string): 'present' | 'absent' | undefined {
  const line = lines.find((one) => one.userId === userId);
  return line?.attendance === 'present' || line?.attendance === 'absent' ? line.attendance : undefined;
}
