import { ERROR_MESSAGES } from '@binome/schema';
import { problems } from '../../http/problems.ts';
import type { WriteRule } from '../../resources/write-hooks.ts';
import type { SeriesRecord } from './occurrence-store.ts';

const PEOPLE = ['tutors', 'students'] as const;
const ATTENDANCE = ['absence', 'attendance'] as const;

/**
 * Nobody has attended a session that does not exist yet: a new session carries no attendance (the form no longer
 * asks for it; the reports and the joins record it once the session took place). The matching features' own
 * writes, which mark every participant absent until they attend (section 4), do not go through here.
 */
export const noAttendanceOnCreate: WriteRule<SeriesRecord> = ({ before, after }) => {
  if (before) return;
  const details = PEOPLE.flatMap((list) =>
    (after[list] ?? []).flatMap((person, index) =>
      ATTENDANCE.filter((field) => person[field] !== undefined).map((field) => ({
        path: `${list}.${index}.${field}`,
        message: ERROR_MESSAGES.attendanceOnCreate,
      })),
    ),
  );
  if (details.length > 0) throw problems.validation(details);
};
