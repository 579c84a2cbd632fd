import '../../words/matching-words.ts';
import type { TFunction } from 'i18next';
import type { WeeklySlot } from './use-candidates.ts';

/** A weekly slot as staff read it: "Lundi 17:00–18:00" (the week starts on Monday, day 1). */
export function slotLabel(t: TFunction, slot: WeeklySlot): string {
  return t('staffMatching.screen.slot', { day: t(`enums.weekday.${slot.dayOfTheWeek}`), start: slot.startTime, end: slot.endTime });
}

export const slotKey = (slot: Pick<WeeklySlot, 'dayOfTheWeek' | 'startTime'>) => `${slot.dayOfTheWeek}@${slot.startTime}`;
