import { intlLocale } from './locale.ts';

const PARIS = 'Europe/Paris';

/** A calendar day ('2026-09-01') is a day everywhere: read at noon UTC so that no zone moves it to the eve. */
function instantOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00.000Z` : value);
}

export interface LongDateOptions {
  weekday?: boolean;
  /** Defaults to Paris: the product's one time rule. Calendar days are the same in every zone. */
  timeZone?: string;
}

/**
 * '1er septembre 2026' in French, '1 September 2026' in English. Intl writes '1 septembre'; French typography
 * wants the ordinal on the first of the month, and nothing else in Intl gives it.
 */
export function formatLongDate(value: string | Date, language: string | undefined, options: LongDateOptions = {}): string {
  const date = instantOf(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const locale = intlLocale(language);
  const parts = new Intl.DateTimeFormat(locale, {
    ...(options.weekday && { weekday: 'long' }),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone ?? PARIS,
  }).formatToParts(date);
  return parts.map((part) => (part.type === 'day' && part.value === '1' && locale === 'fr-FR' ? '1er' : part.value)).join('');
}

/**
 * A date fit for a file name, day first as people read it ('27-11-2026'), never the ISO form staff and families
 * do not read.
 */
export function fileNameDate(value: string | Date, timeZone = PARIS): string {
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).formatToParts(instantOf(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}
