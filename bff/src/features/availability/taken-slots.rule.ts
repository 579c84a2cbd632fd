import { ERROR_MESSAGES, isStaffRole, takenSlotChanges, type GridEntry } from '@binome/schema';
import { Problem } from '../../http/problems.ts';
import type { WriteRule } from '../../resources/write-hooks.ts';

/**
 * A `taken` slot is one the matching gave to a pair (section 4): only the matching, or staff, sets or frees it.
 * A tutor, student, prospect or parent writing an availability list must keep every taken slot as it is and may
 * not mark one taken: 409 `takenSlotLocked`, naming the slots in `details`. Staff keep their rights.
 */
export function takenSlotsKept<R extends object>(
  preferencesKey: 'tutorPreferences' | 'studentPreferences',
  availabilityOf: (record: R) => readonly GridEntry[] | undefined,
): WriteRule<R> {
  const path = `${preferencesKey}.availability`;
  return ({ signedIn, before, after }) => {
    // Partner keys are not staff: an import cannot take a slot either.
    if (isStaffRole(signedIn.role)) return;
    const changes = takenSlotChanges(before && availabilityOf(before), availabilityOf(after));
    if (changes.length === 0) return;
    throw new Problem(
      409,
      'takenSlotLocked',
      ERROR_MESSAGES.takenSlotLocked,
      changes.map(({ kind, slot }) => ({
        path,
        message: ERROR_MESSAGES.takenSlotLocked,
        params: { kind, dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime },
      })),
    );
  };
}
