import { defineEnum, defineNumericEnum } from './define-enum.ts';

export const sessionTypes = defineEnum('sessionType', ['session-0', 'group-session', 'private-session']);
export type SessionType = (typeof sessionTypes.values)[number];

/**
 * Stored session statuses (section 4). The stored names are the original system's and mislead: `to-be-scheduled`
 * is a running series (what matching creates, shown "Programmée"), `session-0-to-be-scheduled` a session 0 still to
 * be fixed (shown "Séance 0 à programmer"), and `canceled` reads "Séance 0 abandonnée" (see the labels).
 */
export const sessionStatuses = defineEnum('sessionStatus', ['to-be-scheduled', 'session-0-to-be-scheduled', 'session-0-on-hold', 'canceled'], {
  tones: { 'to-be-scheduled': 'progress', 'session-0-to-be-scheduled': 'warning', 'session-0-on-hold': 'warning', canceled: 'danger' },
});
export type SessionStatus = (typeof sessionStatuses.values)[number];

/** The choices offered by context (section 4, "Allowed choices depend on context"). */
export const SESSION_STATUS_CHOICES = {
  filter: ['canceled', 'session-0-on-hold', 'session-0-to-be-scheduled'],
  programOnly: ['session-0-to-be-scheduled'],
  abandonOrProgram: ['canceled', 'session-0-to-be-scheduled'],
} as const satisfies Record<string, readonly SessionStatus[]>;

export const session0SubStatuses = defineEnum(
  'session0SubStatus',
  ['suggested', 'called-again', 'confirmed', 'pair-ok', 'to-be-scheduled', 'on-hold', 'abandoned', 'finished'],
  {
    tones: {
      suggested: 'progress',
      'called-again': 'progress',
      confirmed: 'success',
      'pair-ok': 'success',
      'to-be-scheduled': 'warning',
      'on-hold': 'warning',
      abandoned: 'danger',
      finished: 'neutral',
    },
  },
);

/** An occurrence of a series: held as planned, called off, or skipped for a holiday (shown, never dropped). */
export const occurrenceStatuses = defineEnum('occurrenceStatus', ['scheduled', 'canceled', 'skipped'], {
  tones: { scheduled: 'progress', canceled: 'danger', skipped: 'neutral' },
});
export const occurrenceSkipReasons = defineEnum('occurrenceSkipReason', ['public-holiday', 'school-holidays']);

/** Statuses shown to people, computed from dates and attendance; never stored. */
export const sessionPresentationStatuses = defineEnum(
  'sessionPresentationStatus',
  ['scheduled', 'starting-soon', 'programmed', 'completed', 'failed', 'tutor-absent', 'student-absent', 'pair-absent', 'present', 'absent'],
  {
    tones: {
      scheduled: 'progress',
      'starting-soon': 'progress',
      programmed: 'progress',
      completed: 'success',
      failed: 'danger',
      'tutor-absent': 'danger',
      'student-absent': 'danger',
      'pair-absent': 'danger',
      present: 'success',
      absent: 'danger',
    },
  },
);

/** Recurrence: the number is the interval in days (one-time 1, weekly 7, bi-monthly 15). */
export const RECURRENCES = { 'one-time': 1, weekly: 7, 'bi-monthly': 15 } as const;
export const recurrenceNames = defineEnum('recurrenceName', ['one-time', 'weekly', 'bi-monthly']);
export type RecurrenceName = keyof typeof RECURRENCES;
/**
 * Automatic matching records its weekly session with recurrence number 0 (section 3). 0 is therefore a valid
 * number, but only beside the name `weekly`: the name is what the occurrences are expanded from, the number is
 * kept as the old system wrote it (see the `recurrenceAgrees` rule).
 */
export const AUTOMATIC_MATCHING_RECURRENCE_NUMBER = 0;
export const recurrenceNumbers = defineNumericEnum('recurrenceNumber', [AUTOMATIC_MATCHING_RECURRENCE_NUMBER, 1, 7, 15]);
/** The names each number may stand beside. */
export const RECURRENCE_NAMES_BY_NUMBER: Readonly<Record<number, RecurrenceName>> = { 0: 'weekly', 1: 'one-time', 7: 'weekly', 15: 'bi-monthly' };

/** What a student wants: a private pair, group sessions, or either (who accepts both meets both). */
export const tutoringTypes = defineEnum('tutoringType', ['private', 'group', 'both']);
/** How a session is held. */
export const tutoringModes = defineEnum('tutoringMode', ['online', 'in-person']);
/** How a tutor or a family accepts to meet: one mode, or either; unset reads as either. */
export const tutoringModePreferences = defineEnum('tutoringModePreference', ['online', 'in-person', 'both']);
/** How precisely the geocoder placed an address (the national address base's answer types). */
export const geoPrecisions = defineEnum('geoPrecision', ['housenumber', 'street', 'locality', 'municipality']);
/** How a session came to be: a staff form (manual), the tutor's automatic matching, or staff's matching screen. */
export const sessionOrigins = defineEnum('sessionOrigin', ['manual', 'auto', 'matching']);

/** Default school of a session (section 9). */
export const DEFAULT_SESSION_SCHOOL = 'Autre';

export const reportEntryStatuses = defineEnum('reportEntryStatus', ['to-be-entered', 'partially-entered', 'entered', 'confirmed'], {
  // Written but not yet confirmed is under way; nothing written yet is someone's task.
  tones: { 'to-be-entered': 'warning', 'partially-entered': 'progress', entered: 'progress', confirmed: 'success' },
});
export const attendanceStates = defineEnum('attendance', ['not-reported', 'absent', 'present'], {
  tones: { 'not-reported': 'warning', absent: 'danger', present: 'success' },
});
export const reportWriterTypes = defineEnum('reportWriterType', ['tutor', 'student', 'vsc', 'staff']);
export const reportTypes = defineEnum('reportType', ['class-report', 'sc-report']);
