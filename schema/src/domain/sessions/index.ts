/** The sessions domain (DESIGN, "Workflows"): pure rules the BFF enforces and the apps use to explain. */
export { expandOccurrences, daysOfPeriod, MAX_OCCURRENCES, type ExpandInput, type ExpandedOccurrence, type HolidayDay } from './occurrences.ts';
export { findClashes, type BusyPerson, type BusySlot, type Clash } from './clashes.ts';
export { summariseClashes, type ClashGroup, type ListedClash } from './clash-summary.ts';
export {
  SESSION_STATUS_TRANSITIONS,
  SESSION_0_SUB_STATUS_TRANSITIONS,
  canChangeSessionStatus,
  canChangeSession0SubStatus,
  nextSessionStatuses,
  statusChoicesFor,
} from './transitions.ts';
export { JOIN_OPENS_MINUTES_BEFORE, joinOpensAt, canJoinAt, presentationStatusOf, type OccurrencePresentation, type TimedOccurrence } from './presentation.ts';
export { occurrencesUntil, type ScholarYearDates } from './scholar-year.ts';
export { occurrenceRecordsOf, sharedFieldsOf, type OccurrenceRecord, type SeriesForOccurrences } from './occurrence-records.ts';
export { inParis, parisDay, parisInstant } from './time.ts';
export {
  fullNameOf,
  namesById,
  participantIds,
  withParticipantNames,
  namedParticipants,
  namesChanged,
  type NamedPerson,
  type SessionParticipant,
  type WithParticipants,
} from './participant-names.ts';
export { participantNames, whereOf, hasVideoRoom, type DescribedSession, type SessionWhere } from './session-description.ts';
export { recurrenceNumberFor } from './recurrence-number.ts';
export {
  groupRefusalFor,
  levelFits,
  placesLeft,
  isRegistered,
  type GroupRefusal,
  type GroupSessionFacts,
  type GroupStudentFacts,
} from './group-registration.ts';
