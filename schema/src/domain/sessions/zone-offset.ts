/**
 * A time zone's offset from UTC at an instant, read through Intl: no date library, so that the family app (which
 * has none) and the server's Paris reckoning share the one computation.
 */

const MINUTE = 60_000;

/** One formatter per zone, made once: building an Intl formatter costs far more than using it. */
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** Minutes east of UTC of `zone` at `instant` (Paris: 60 in winter, 120 in summer; Martinique: -240). */
export function zoneOffsetMinutes(zone: string, instant: number | Date): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of clockOf(zone).formatToParts(new Date(at))) if (type !== 'literal') parts[type] = Number(value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // The wall clock shows whole seconds: compare it with the instant cut to its second.
  return Math.round((wall - Math.floor(at / 1000) * 1000) / MINUTE);
}
