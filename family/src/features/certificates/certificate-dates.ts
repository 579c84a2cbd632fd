import { formatLongDate } from '@binome/schema';

/** A Paris day ('2026-09-01') as the reader's language writes it: '1er septembre 2026', '1 September 2026'. */
export function longDay(day: string, language: string): string {
  return formatLongDate(day.slice(0, 10), language);
}
