import type { pairs, StoredRecord } from '@binome/schema';
import { recurrenceNumberFor } from '@binome/schema/sessions';
import type { WriteHooks } from '../../resources/write-hooks.ts';
import { sessionStatusTransitions } from './status-transitions.rule.ts';
import { noAttendanceOnCreate } from './attendance-on-create.rule.ts';
import { deleteOccurrencesOf, materialiseSeries } from './materialise.ts';
import { holdSlots } from './booking.ts';
import { markTutorSlot } from './taken-slot.ts';
import { cancelUpcomingOccurrences } from './cancel-occurrences.ts';
import type { SeriesRecord } from './occurrence-store.ts';
import { keepPairPeopleInStep } from '../matching/pair-people.ts';

/** What changes when a series meets, and with whom: only such a change is checked against everyone's bookings. */
const SCHEDULE_FIELDS = ['sessionDate', 'recurrence', 'tutors', 'students', 'scheduleDuringHolidays', 'status'] as const;

/**
 * The generic writes of a session (a series) keep its occurrences, its people's bookings and its tutor's slot in
 * step, inside the write's transaction: a create or a change that moves or adds people is refused when any
 * upcoming occurrence clashes (409 `slotConflict`), a cancelled series cancels what is left of it, a deleted one
 * takes its occurrences along.
 */
export const sessionWriteHooks: WriteHooks<SeriesRecord> = {
  rules: [sessionStatusTransitions, noAttendanceOnCreate],
  // A generic write is a staff form's (or a partner's): the matching features write their sessions themselves.
  serverFieldsOnCreate: (_context, record) => ({ origin: 'manual', ...recurrenceOf(record) }),
  serverFieldsOnUpdate: (_context, before, after) => recurrenceOf(after, before),
  async inTransaction(store, context, { id, before, after }) {
    if (!after) {
      await deleteOccurrencesOf(store, id);
      if (before) await markTutorSlot(store, { ...before, id }, false);
      return;
    }
    const series = { ...after, id };
    if (series.status === 'canceled') {
      await cancelUpcomingOccurrences(store, id, context.now, {
        cancelingReason: after.cancelingReason,
        cancelingDescription: after.cancelingDescription,
      });
      await markTutorSlot(store, series, false);
      return;
    }
    const upcoming = await materialiseSeries(store, series, context.now);
    if (!before || scheduleChanged(before, after)) await holdSlots(store, id, upcoming);
    await markTutorSlot(store, series, true);
  },
};

/**
 * A pair starts active (its status is the matching's and the dissociation's to change, never a field edit). That
 * its tutor and student exist and that its author may see them is checked with every reference of every resource,
 * in the generic write (resources/reference-reach.ts).
 */
export const pairWriteHooks: WriteHooks<StoredRecord<typeof pairs>> = {
  serverFieldsOnCreate: () => ({ status: 'active' }),
  inTransaction: (store, _context, change) => keepPairPeopleInStep(store, change),
};

function scheduleChanged(before: SeriesRecord, after: SeriesRecord): boolean {
  return SCHEDULE_FIELDS.some((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

/** The recurrence with its number of days worked out from its name (the form asks for the name only). */
function recurrenceOf(record: SeriesRecord, before?: SeriesRecord): Partial<SeriesRecord> {
  const recurrence = record.recurrence;
  if (!recurrence?.recurrenceName) return {};
  const previous = before?.recurrence?.recurrenceNumber;
  return { recurrence: { ...recurrence, recurrenceNumber: recurrenceNumberFor(recurrence.recurrenceName, previous) } };
}
