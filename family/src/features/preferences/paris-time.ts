import { minutesOf, TIME_ZONE, timeOf, zoneOffsetMinutes } from '@binome/schema';

export function viewerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || TIME_ZONE;
}

/**
 * An 'HH:mm' of the grid, meant in Paris (section 9), as the viewer's clock shows it today; the same time for
 * anyone in France. Availability is weekly, so today's offset between the two zones is the one that matters now.
 */
export function parisTimeForViewer(time: string, zone = viewerZone(), at = new Date()): string {
  const shift = zoneOffsetMinutes(zone, at) - zoneOffsetMinutes(TIME_ZONE, at);
  return shift === 0 ? time : timeOf((((minutesOf(time) + shift) % 1440) + 1440) % 1440);
}
