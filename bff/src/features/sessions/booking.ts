import { ERROR_MESSAGES } from '@binome/schema';
import { findClashes, type BusySlot } from '@binome/schema/sessions';
import { DuplicateKeyError, type Store } from '../../store/store.ts';
import { Problem, problems } from '../../http/problems.ts';
import { OCCURRENCES_COLLECTION, SCHEDULE_LOCKS_COLLECTION, type OccurrenceDocument } from './occurrence-store.ts';

/** At most this many clashes are listed: enough for the screen, bounded for the answer. */
const MAX_CLASHES_LISTED = 50;

/**
 * Refuses the booking when any of `candidates` (the upcoming occurrences of one series) overlaps an occurrence of
 * another series that holds one of the same people. Runs inside the write's transaction, after the occurrences
 * were written: each person's schedule lock is bumped first with a compare-and-set, so two bookings touching the
 * same person cannot both commit (MongoDB aborts one transaction on the write conflict and the retry sees the
 * other's occurrences; the embedded store runs transactions one at a time).
 */
export async function holdSlots(store: Store, seriesId: string, candidates: readonly OccurrenceDocument[]): Promise<void> {
  const people = [...new Set(candidates.flatMap((occurrence) => occurrence.participantIds ?? []))].sort();
  if (people.length === 0 || candidates.length === 0) return;
  for (const person of people) await bumpScheduleLock(store, person);
  const first = candidates.reduce((min, occurrence) => (occurrence.startDate < min ? occurrence.startDate : min), candidates[0]!.startDate);
  const last = candidates.reduce((max, occurrence) => (occurrence.endDate > max ? occurrence.endDate : max), candidates[0]!.endDate);
  const booked = (await store
    .collection(OCCURRENCES_COLLECTION)
    .find(
      { participantIds: { $in: people }, status: 'scheduled', startDate: { $lt: last }, endDate: { $gt: first }, sessionId: { $ne: seriesId } },
      { projection: { sessionId: 1, startDate: 1, endDate: 1, tutors: 1, students: 1 }, limit: 20_000 },
    )) as OccurrenceDocument[];
  const clashes = findClashes(candidates.map(busySlotOf), booked.map(busySlotOf));
  if (clashes.length === 0) return;
  throw new Problem(
    409,
    'slotConflict',
    ERROR_MESSAGES.slotUnavailable,
    clashes.slice(0, MAX_CLASHES_LISTED).map((clash) => ({
      path: 'sessionDate',
      message: ERROR_MESSAGES.chooseAnotherSlot,
      params: {
        startDate: clash.startDate,
        endDate: clash.endDate,
        userId: clash.userId,
        ...(clash.fullName !== undefined && { fullName: clash.fullName }),
        role: clash.role,
        otherSessionId: clash.otherSessionId,
        ...(clash.otherOccurrenceId !== undefined && { otherOccurrenceId: clash.otherOccurrenceId }),
        otherStartDate: clash.otherStartDate,
        otherEndDate: clash.otherEndDate,
      },
    })),
  );
}

function busySlotOf(occurrence: OccurrenceDocument): BusySlot {
  return {
    occurrenceId: occurrence._id,
    sessionId: occurrence.sessionId,
    startDate: occurrence.startDate,
    endDate: occurrence.endDate,
    people: [
      ...(occurrence.tutors ?? []).map((person) => ({
        userId: person.userId,
        ...(person.fullName !== undefined && { fullName: person.fullName }),
        role: 'tutor' as const,
      })),
      ...(occurrence.students ?? []).map((person) => ({
        userId: person.userId,
        ...(person.fullName !== undefined && { fullName: person.fullName }),
        role: 'student' as const,
      })),
    ],
  };
}

/** Taking a person's schedule is a compare-and-set on their lock's version (DESIGN, "Storage"). */
async function bumpScheduleLock(store: Store, person: string): Promise<void> {
  const locks = store.collection(SCHEDULE_LOCKS_COLLECTION);
  const lock = await locks.findOne({ _id: person });
  const version = typeof lock?.version === 'number' ? lock.version : 0;
  try {
    if (!lock) {
      await locks.insertOne({ _id: person, version: 1 });
      return;
    }
    const result = await locks.updateOne({ _id: person, version }, { $set: { version: version + 1 } });
    if (result.matchedCount === 1) return;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  // Someone booked this person in between: the request is refused rather than guessed at; trying again is safe.
  throw problems.conflict(ERROR_MESSAGES.slotUnavailable, 'slotConflict');
}
