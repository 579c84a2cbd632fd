import { inParis } from '@binome/schema/sessions';
import type { Store } from '../../store/store.ts';
import type { SeriesRecord } from './occurrence-store.ts';

interface Slot {
  dayOfTheWeek: number;
  startTime: string;
  taken?: boolean;
}

/**
 * A regular private session holds its tutor's weekly availability slot (section 4: the slot is marked taken), so
 * that the matching does not offer it again; the slot is freed when the series is cancelled or deleted. Only a
 * slot the tutor offered is marked: a session outside their grid changes nothing there.
 */
export async function markTutorSlot(store: Store, series: SeriesRecord, taken: boolean): Promise<void> {
  if (series.sessionType !== 'private-session') return;
  const recurrence = series.recurrence?.recurrenceName;
  if (recurrence !== 'weekly' && recurrence !== 'bi-monthly') return;
  const start = series.sessionDate?.startDate;
  if (!start) return;
  const paris = inParis(start);
  const dayOfTheWeek = paris.day() === 0 ? 7 : paris.day();
  const startTime = paris.format('HH:mm');
  for (const tutor of series.tutors ?? []) {
    const users = store.collection('users');
    const document = await users.findOne({ _id: tutor.userId }, { projection: { tutorPreferences: 1 } });
    const preferences = document?.tutorPreferences as { availability?: Slot[] } | undefined;
    const availability = preferences?.availability;
    if (!availability?.some((slot) => slot.dayOfTheWeek === dayOfTheWeek && slot.startTime === startTime && slot.taken !== taken)) continue;
    const next = availability.map((slot) => (slot.dayOfTheWeek === dayOfTheWeek && slot.startTime === startTime ? { ...slot, taken } : slot));
    await users.updateOne({ _id: tutor.userId }, { $set: { 'tutorPreferences.availability': next } });
  }
}
