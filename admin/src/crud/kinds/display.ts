import { fieldAt, RATING_MAX, type Entity, type EnumDefinition } from '@binome/schema';
import { columnFor, type ColumnSpec } from './column.ts';
import { formatDate, formatDateTime, formatTime } from './format.ts';
import { availabilitySummary, isWeekday, shortWeekdayName, type Slot } from './availability-grid.ts';

/**
 * The plain text of a value, by its column spec: what a table cell or a record's page says, before the React
 * side adds links, tags and stars. A reference is answered as its id here; its title needs a fetch, which
 * `reference-value.tsx` does.
 */

export interface DisplayContext {
  t: (key: string) => string;
  language: string;
  /** The viewer's zone; the browser's when left out. */
  zone?: string;
  /** A table cell: long texts cut, long lists shortened. */
  compact?: boolean;
}

/** A list shows this many items in a table cell, then how many more there are. */
export const LIST_CELL_ITEMS = 5;
/** An availability shows this many stretches in a table cell. */
export const AVAILABILITY_CELL_SPANS = 3;

/** Nothing to show: the cell says so with the catalog's placeholder rather than an empty string. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function truncate(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}

/** The label key of an enumeration value; none for a value the enumeration does not know (old data). */
export function enumLabelKey(enumeration: EnumDefinition, value: unknown): string | undefined {
  const known = enumeration.values.find((candidate) => String(candidate) === String(value));
  return known === undefined ? undefined : enumeration.labelKey(known as never);
}

export function booleanLabelKey(value: unknown): 'values.yes' | 'values.no' {
  return value === true || value === 'true' ? 'values.yes' : 'values.no';
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A dialable link: the separators people type are dropped, a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Only web links are made clickable: a stored `javascript:` address must never become one. */
export function safeHref(url: string): string | undefined {
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
}

export function fileName(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const name = (value as { fileName?: unknown }).fileName;
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/** The slots of an availability value, whatever else is stored with them. */
export function slotsOf(value: unknown): Slot[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (slot): slot is Slot =>
      slot !== null && typeof slot === 'object' && isWeekday((slot as Slot).dayOfTheWeek) && typeof (slot as Slot).startTime === 'string' && typeof (slot as Slot).endTime === 'string',
  );
}

/** The value at a dotted path of a record (`address.city`). */
export function valueAtPath(record: unknown, path: string): unknown {
  let current = record;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export function displayText(spec: ColumnSpec, value: unknown, context: DisplayContext): string {
  if (isBlank(value)) return '';
  const { t, language, zone, compact = false } = context;
  switch (spec.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
    case 'reference':
      return scalarText(value);
    case 'longText':
      return compact ? truncate(scalarText(value), spec.maxLength) : scalarText(value);
    case 'date':
      return formatDate(scalarText(value), zone);
    case 'dateTime':
      return formatDateTime(scalarText(value), zone);
    case 'time':
      return formatTime(scalarText(value), zone);
    case 'boolean':
      return t(booleanLabelKey(value));
    case 'number':
      return typeof value === 'number' ? new Intl.NumberFormat(language).format(value) : scalarText(value);
    case 'rating':
      return `${scalarText(value)}/${RATING_MAX}`;
    case 'enum': {
      const key = enumLabelKey(spec.enumeration, value);
      return key ? t(key) : scalarText(value);
    }
    case 'file':
      return fileName(value) ?? '';
    case 'availability':
      return availabilitySummary(slotsOf(value), {
        dayLabel: (day) => shortWeekdayName(day, language),
        time: (hhmm) => formatTime(hhmm, zone),
        ...(compact && { max: AVAILABILITY_CELL_SPANS }),
      });
    case 'list': {
      const items = (Array.isArray(value) ? value : [value]).filter((item) => !isBlank(item));
      const shown = compact ? items.slice(0, LIST_CELL_ITEMS) : items;
      const text = shown.map((item) => displayText(spec.of, item, { ...context, compact: true })).join(', ');
      return shown.length < items.length ? `${text} (+${items.length - shown.length})` : text;
    }
    case 'object': {
      if (typeof value !== 'object') return scalarText(value);
      return objectParts(spec, value as Record<string, unknown>, compact)
        .map(({ column, value: part }) => displayText(column, part, { ...context, compact: true }))
        .join(' · ');
    }
  }
}

/**
 * The parts of an object worth a line of text: what is filled in; in a table cell only the first few short
 * ones (a yes/no or a nested group says little out of its labelled place).
 */
export function objectParts(spec: Extract<ColumnSpec, { type: 'object' }>, value: Record<string, unknown>, compact: boolean) {
  const filled = spec.fields.map((entry) => ({ ...entry, value: value[entry.name] })).filter((entry) => !isBlank(entry.value));
  if (!compact) return filled;
  return filled.filter((entry) => !['boolean', 'object', 'list', 'availability', 'file'].includes(entry.column.type)).slice(0, 3);
}

/** What a record is called in a reference select or cell: its title field, shown as its kind is. */
export function recordTitle(entity: Pick<Entity, 'fields' | 'titleField'>, record: unknown, context: DisplayContext): string {
  const field = fieldAt(entity.fields, entity.titleField);
  const value = valueAtPath(record, entity.titleField);
  if (!field || isBlank(value)) return scalarText(valueAtPath(record, 'id'));
  return displayText(columnFor(field), value, { ...context, compact: true });
}
