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
  await takeSchedules(store, people);
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

/**
 * Taking people's schedules is a compare-and-set on each one's lock version (DESIGN, "Storage"). The locks of people
 * booked for the first time are created together, in one write: a new pair's first series wrote one per person.
 */
async function takeSchedules(store: Store, people: readonly string[]): Promise<void> {
  const locks = store.collection(SCHEDULE_LOCKS_COLLECTION);
  const found = await locks.find({ _id: { $in: [...people] } }, { projection: { version: 1 }, limit: people.length });
  const versions = new Map(found.map((lock) => [lock._id, typeof lock.version === 'number' ? lock.version : 0]));
  try {
    const first = people.filter((person) => !versions.has(person));
    if (first.length > 0) await locks.insertMany(first.map((person) => ({ _id: person, version: 1 })));
    for (const [person, version] of versions) {
      const result = await locks.updateOne({ _id: person, version }, { $set: { version: version + 1 } });
      if (result.matchedCount !== 1) throw slotTaken();
    }
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
    throw slotTaken();
  }
}

/** Someone booked one of these people in between: the request is refused rather than guessed at; trying again is safe. */
function slotTaken(): Problem {
  return problems.conflict(ERROR_MESSAGES.slotUnavailable, 'slotConflict');
}
