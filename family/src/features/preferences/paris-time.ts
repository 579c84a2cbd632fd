import { minutesOf, TIME_ZONE, timeOf } from '@binome/schema';

/** Minutes east of UTC of a time zone at an instant, read through Intl (no date library in the family app). */
function offsetMinutes(zone: string, at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE;
}

/**
 * An 'HH:mm' of the grid, meant in Paris (section 9), as the viewer's clock shows it today; the same time for
 * anyone in France. Availability is weekly, so today's offset between the two zones is the one that matters now.
 */
export function parisTimeForViewer(time: string, zone = viewerZone(), at = new Date()): string {
  const shift = offsetMinutes(zone, at) - offsetMinutes(TIME_ZONE, at);
  return shift === 0 ? time : timeOf((((minutesOf(time) + shift) % 1440) + 1440) % 1440);
}
