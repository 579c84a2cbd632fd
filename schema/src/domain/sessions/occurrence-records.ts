import type { ExpandedOccurrence } from './occurrences.ts';

interface Participant {
  userId: string;
  fullName?: string;
}

/** The fields of a series that its occurrences carry (so that a calendar reads one collection). */
export interface SeriesForOccurrences {
  id: string;
  sessionType?: string;
  program?: unknown;
  tutors?: readonly Participant[];
  students?: readonly Participant[];
  vsc?: readonly { vscId: string; vscName?: string }[];
  tutoringMode?: string;
  placeOrRoom?: string;
  sessionLink?: string;
  /** Set by the server from the series' students: occurrences are filed where their series is. */
  departments?: readonly string[];
}

export interface OccurrenceRecord {
  sessionId: string;
  originalStart: string;
  startDate: string;
  endDate: string;
  status: 'scheduled' | 'skipped';
  skipReason?: 'public-holiday' | 'school-holidays';
  skipName?: string;
  sessionType?: string;
  program?: unknown;
  tutors: Participant[];
  students: Participant[];
  vsc: { vscId: string; vscName?: string }[];
  tutoringMode?: string;
  placeOrRoom?: string;
  sessionLink?: string;
  departments?: string[];
  /** Tutor and student ids, for the conflict query; the server keeps it to itself. */
  participantIds: string[];
}

/** The records of a series' occurrences, built the same way by the server and by the demo data. */
export function occurrenceRecordsOf(series: SeriesForOccurrences, expanded: readonly ExpandedOccurrence[]): OccurrenceRecord[] {
  const shared = sharedFieldsOf(series);
  return expanded.map((occurrence) => ({
    sessionId: series.id,
    originalStart: occurrence.originalStart,
    startDate: occurrence.startDate,
    endDate: occurrence.endDate,
    status: occurrence.skipped ? 'skipped' : 'scheduled',
    ...(occurrence.skipped && { skipReason: occurrence.skipped.reason, skipName: occurrence.skipped.name }),
    ...shared,
  }));
}

/** What an occurrence copies from its series; applied again to future occurrences when the series changes. */
export function sharedFieldsOf(
  series: SeriesForOccurrences,
): Omit<OccurrenceRecord, 'sessionId' | 'originalStart' | 'startDate' | 'endDate' | 'status' | 'skipReason' | 'skipName'> {
  const people = (list: readonly Participant[] | undefined) =>
    (list ?? []).map(({ userId, fullName }) => ({ userId, ...(fullName !== undefined && { fullName }) }));
  const tutors = people(series.tutors);
  const students = people(series.students);
  return {
    ...(series.sessionType !== undefined && { sessionType: series.sessionType }),
    ...(series.program !== undefined && { program: series.program }),
    tutors,
    students,
    vsc: (series.vsc ?? []).map(({ vscId, vscName }) => ({ vscId, ...(vscName !== undefined && { vscName }) })),
    ...(series.tutoringMode !== undefined && { tutoringMode: series.tutoringMode }),
    ...(series.placeOrRoom !== undefined && { placeOrRoom: series.placeOrRoom }),
    ...(series.sessionLink !== undefined && { sessionLink: series.sessionLink }),
    ...(series.departments !== undefined && { departments: [...series.departments] }),
    participantIds: [...new Set([...tutors, ...students].map((person) => person.userId))],
  };
}
