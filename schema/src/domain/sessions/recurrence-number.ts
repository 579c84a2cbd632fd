import { AUTOMATIC_MATCHING_RECURRENCE_NUMBER, RECURRENCES, type RecurrenceName, type recurrenceNumbers } from '../../enums/sessions.ts';

/**
 * The number of days stored beside a recurrence's name (the original system kept both, and staff had two fields
 * that could disagree): worked out from the name. A weekly series made by automatic matching keeps its 0 while it
 * stays weekly (section 3).
 */
export function recurrenceNumberFor(name: RecurrenceName, previousNumber?: number): (typeof recurrenceNumbers.values)[number] {
  if (name === 'weekly' && previousNumber === AUTOMATIC_MATCHING_RECURRENCE_NUMBER) return AUTOMATIC_MATCHING_RECURRENCE_NUMBER;
  return RECURRENCES[name];
}
