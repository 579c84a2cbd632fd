/** The working day a week opens on when nothing is drawn outside it. */
const DAY_START = 8 * 60;
const DAY_END = 21 * 60;
const WHOLE_DAY = 24 * 60;

interface Timed {
  startDate: string;
  endDate: string;
}

/**
 * The hours a time grid shows: the working day, widened to the whole hours of the earliest start and the latest end
 * among the sessions drawn, in the calendar's zone. FullCalendar does not draw an event outside `slotMinTime` and
 * `slotMaxTime` at all, so a fixed 08:00–21:00 hid a session at 21:30 without a sign (journey (a), step 5); the whole
 * day every time would make an ordinary week three screens tall. A session across midnight opens the whole day.
 */
export function visibleHours(occurrences: readonly Timed[], timeZone: string): { slotMinTime: string; slotMaxTime: string } {
  let first = DAY_START;
  let last = DAY_END;
  const clock = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const occurrence of occurrences) {
    const start = clockOf(clock, new Date(occurrence.startDate));
    // The last minute it covers: a session ending at 22:00 sharp needs the grid to reach 22:00, not 23:00.
    const end = clockOf(clock, new Date(Date.parse(occurrence.endDate) - 1));
    if (!start || !end) continue;
    if (start.day !== end.day) return { slotMinTime: duration(0), slotMaxTime: duration(WHOLE_DAY) };
    first = Math.min(first, Math.floor(start.minutes / 60) * 60);
    last = Math.max(last, Math.ceil((end.minutes + 1) / 60) * 60);
  }
  return { slotMinTime: duration(first), slotMaxTime: duration(last) };
}

function clockOf(clock: Intl.DateTimeFormat, instant: Date): { day: string; minutes: number } | undefined {
  if (Number.isNaN(instant.getTime())) return undefined;
  const parts = Object.fromEntries(clock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** '21:00:00', as FullCalendar reads a time of day (up to '24:00:00'). */
function duration(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}:00`;
}
