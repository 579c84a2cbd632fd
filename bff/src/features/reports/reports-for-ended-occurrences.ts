import { reportDueAt } from '@binome/schema';
import { parisDay } from '@binome/schema/sessions';
import type { Store, StoredDocument } from '../../store/store.ts';
import { newId } from '../../resources/documents.ts';
import { OCCURRENCES_COLLECTION, type OccurrenceDocument } from '../sessions/occurrence-store.ts';
import { SESSION_JOINS_COLLECTION } from '../session-links/session-links.operations.ts';

/** Occurrences handled per pass: a backlog (a server stopped for days) drains over a few passes. */
const PER_PASS = 200;
const REPORTS_COLLECTION = 'classReports';
/** Who the bookkeeping fields name for what the server writes on its own. */
const SYSTEM = 'system';

/**
 * Opens the class report of each occurrence that ended (issue "Reports"): to be entered, with an attendance line
 * per tutor and student, pre-filled from the join records of the session page (someone who joined is present;
 * the others are not reported yet, for the tutor to say). Created by the scheduler rather than at the first read,
 * so that reminders and the staff's queue see the reports a tutor has not opened. Idempotent: an occurrence that
 * already has its report (or a report of its session on its day, as the demo's) is only marked, and so is a
 * session 0.
 */
export async function openReportsOfEndedOccurrences(store: Store, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const occurrences = store.collection(OCCURRENCES_COLLECTION);
  const ended = (await occurrences.find(
    { status: 'scheduled', endDate: { $lte: nowIso }, reportOpened: { $ne: true } },
    { sort: { endDate: 1 }, limit: PER_PASS },
  )) as OccurrenceDocument[];
  let opened = 0;
  for (const occurrence of ended) {
    const reportDate = parisDay(occurrence.startDate);
    const reports = store.collection(REPORTS_COLLECTION);
    // Session 0 is reported on in an SC report, by staff: nothing to open for the tutor.
    const existing =
      occurrence.sessionType === 'session-0' ||
      (await reports.findOne({ $or: [{ occurrenceId: occurrence._id }, { sessionId: occurrence.sessionId, reportDate }] }, { projection: { _id: 1 } }));
    if (!existing) {
      await reports.insertOne(await reportOf(store, occurrence, reportDate, nowIso));
      opened += 1;
    }
    // Marked after the report is written: a pass that dies in between writes nothing twice (the report is found).
    await occurrences.updateOne({ _id: occurrence._id }, { $set: { reportOpened: true } });
  }
  return opened;
}

async function reportOf(store: Store, occurrence: OccurrenceDocument, reportDate: string, nowIso: string): Promise<StoredDocument> {
  // A staff member looking in is not one of the session's people being present, whatever their id.
  const joins = await store
    .collection(SESSION_JOINS_COLLECTION)
    .find({ occurrenceId: occurrence._id, asStaff: { $ne: true } }, { projection: { userId: 1 }, limit: 200 });
  const joined = new Set(joins.map((join) => String(join.userId)));
  const people = [...(occurrence.tutors ?? []), ...(occurrence.students ?? [])];
  const students = occurrence.students ?? [];
  return {
    _id: newId(),
    sessionId: occurrence.sessionId,
    occurrenceId: occurrence._id,
    ...(occurrence.tutors?.[0] && { tutorId: occurrence.tutors[0].userId }),
    // A group's report names its students in the attendance; a pair's names its student too.
    ...(students.length === 1 && { studentId: students[0]!.userId }),
    ...(typeof occurrence.program === 'object' && occurrence.program !== null && { program: occurrence.program }),
    // The students it names are the occurrence's, so it is filed where the occurrence is.
    ...(Array.isArray(occurrence.departments) && { departments: occurrence.departments }),
    status: 'to-be-entered',
    reportDate,
    dueAt: reportDueAt(occurrence.endDate),
    writerType: 'tutor',
    attendance: people.map((person) => ({
      userId: person.userId,
      ...(person.fullName && { fullName: person.fullName }),
      attendance: joined.has(person.userId) ? 'present' : 'not-reported',
    })),
    isValidated: false,
    createdAt: nowIso,
    updatedAt: nowIso,
    createdBy: SYSTEM,
    updatedBy: SYSTEM,
  };
}
