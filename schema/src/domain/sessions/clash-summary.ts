import { inParis } from './time.ts';

/** One clash as the server lists it (409 `slotConflict`): an occurrence of the new booking, who is busy, and where. */
export interface ListedClash {
  startDate: string;
  endDate: string;
  userId: string;
  fullName?: string;
  role: 'tutor' | 'student';
  otherSessionId: string;
}

/**
 * Clashes told the way a person reads them (walk report C-5: fifty lines, each Wednesday twice): one line per
 * person and other session at the same weekly time, with the first and last dates and how many there are.
 */
export interface ClashGroup {
  userId: string;
  fullName?: string;
  role: 'tutor' | 'student';
  otherSessionId: string;
  /** 1 (Monday) to 7, in Paris. */
  weekday: number;
  /** 'HH:mm' in Paris. */
  startTime: string;
  endTime: string;
  /** The first and last clashing starts ('YYYY-MM-DD' in Paris). */
  firstDay: string;
  lastDay: string;
  count: number;
}

export function summariseClashes(clashes: readonly ListedClash[]): ClashGroup[] {
  const groups = new Map<string, { group: Omit<ClashGroup, 'firstDay' | 'lastDay' | 'count'>; days: Set<string> }>();
  for (const clash of clashes) {
    const start = inParis(clash.startDate);
    const weekday = start.day() === 0 ? 7 : start.day();
    const startTime = start.format('HH:mm');
    const endTime = inParis(clash.endDate).format('HH:mm');
    const key = [clash.userId, clash.otherSessionId, weekday, startTime, endTime].join('|');
    const entry = groups.get(key) ?? {
      group: {
        userId: clash.userId,
        ...(clash.fullName !== undefined && { fullName: clash.fullName }),
        role: clash.role,
        otherSessionId: clash.otherSessionId,
        weekday,
        startTime,
        endTime,
      },
      days: new Set<string>(),
    };
    // The same occurrence may be listed more than once; a day counts once.
    entry.days.add(start.format('YYYY-MM-DD'));
    groups.set(key, entry);
  }
  return [...groups.values()]
    .map(({ group, days }) => {
      const sorted = [...days].sort();
      return { ...group, firstDay: sorted[0]!, lastDay: sorted.at(-1)!, count: sorted.length };
    })
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.startTime.localeCompare(b.startTime) || (a.fullName ?? '').localeCompare(b.fullName ?? '', 'fr'));
}
