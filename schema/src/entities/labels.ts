import type { Language } from '../constants.ts';
import { fieldAt, type Field } from './fields.ts';

/**
 * How a record is named on a screen: its title (a person's full name, a session's date and participants) and a
 * second line that tells similar records apart (program and level, an e-mail). Declared with field paths, so
 * that the server knows which fields a label reads (the reader must be allowed to read them) and which
 * references it follows (their own labels are resolved in the same pass as the page's).
 *
 * A part is
 * - a field path: its value, shown as its kind says (an enumeration value translated, a reference by its
 *   target's title, a date as DD/MM/YYYY, an instant as DD/MM/YYYY HH:mm in Paris, a list joined by commas);
 * - `{ firstOf }`: the first of these paths that has a value;
 * - `{ each, value, orElse }`: for a list of objects, each item's `value` (`orElse` when the item's `value`
 *   has no label the reader may see), joined by commas;
 * - `{ byLanguage }`: the path to read in each language (`nameFr`, `nameEn`).
 */
export type LabelPart =
  string | { firstOf: readonly string[] } | { each: string; value: string; orElse?: string } | { byLanguage: Readonly<Record<Language, string>> };

export interface LabelSpec {
  /** The parts of the title, joined by `join`. */
  title: readonly LabelPart[];
  /** Between the title's parts: ' ' for a first and a last name (the default), ' · ' or ' – ' otherwise. */
  join?: string;
  /** The parts of the second line, joined by ' · '. */
  detail?: readonly LabelPart[];
}

/** The keys an API answer adds to a record for its presentation; never part of a request body. */
export const RECORD_LABEL_KEYS = ['_label', '_detail', '_labels'] as const;

/** The author of records nobody wrote (seeded data): named without a lookup. */
export const SYSTEM_AUTHOR_ID = 'system';

/** Catalogue keys of the labels that name no record. */
export const LABEL_KEYS = { notAccessible: 'staff.notAccessible', system: 'staff.system' } as const;

/** The display labels of referenced records, by resource and id; `null` when the reader may not see it. */
export type ReferenceLabels = Record<string, Record<string, string | null>>;

export interface LabelContext {
  language: Language;
  /**
   * The words in `language` (the server passes the schema's `translate`, the staff app its i18next): given, not
   * imported, so that a screen composing a title does not carry every catalog of every language.
   */
  translate: (key: string) => string;
  /** The title of a referenced record; `null` or `undefined` when the reader may not see it. */
  referenceLabel: (resource: string, id: string) => string | null | undefined;
  /** Whether the reader may read a path of this record; everything when left out. */
  readable?: (path: string) => boolean;
}

const DETAIL_JOIN = ' · ';
const LIST_JOIN = ', ';
/** Times of the product are Paris times (section 9): a label shows them so, whatever the server's zone. */
const PRODUCT_ZONE = 'Europe/Paris';

/** Every field path a list of parts reads, in the language given (or in every language). */
export function labelPaths(parts: readonly LabelPart[], language?: Language): string[] {
  return parts.flatMap((part) => {
    if (typeof part === 'string') return [part];
    if ('firstOf' in part) return [...part.firstOf];
    if ('each' in part) return [`${part.each}.${part.value}`, ...(part.orElse ? [`${part.each}.${part.orElse}`] : [])];
    return language ? [part.byLanguage[language]] : Object.values(part.byLanguage);
  });
}

/** The references a list of parts follows on a record: `{ resource, id }` for each id found at those paths. */
export function labelReferences(
  fields: Record<string, Field>,
  parts: readonly LabelPart[],
  record: Record<string, unknown>,
): { resource: string; id: string }[] {
  const found: { resource: string; id: string }[] = [];
  for (const path of labelPaths(parts)) {
    const field = fieldAt(fields, path);
    const target = field?.kind === 'reference' ? field.resource : field?.kind === 'list' && field.of.kind === 'reference' ? field.of.resource : undefined;
    if (!target) continue;
    for (const value of valuesAt(record, path)) {
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string' && id !== '') found.push({ resource: target, id });
    }
  }
  return found;
}

/**
 * A record's title and second line, from its label spec. A title that reads a field the reader may not read is
 * `null` (the screen then says 'not accessible'), and so is a title with nothing to show; a part of the second
 * line the reader may not read is left out.
 */
export function composeLabel(
  fields: Record<string, Field>,
  spec: LabelSpec,
  record: Record<string, unknown>,
  context: LabelContext,
): { title: string | null; detail: string | null } {
  const { readable } = context;
  // Without a `readable`, every path is: a page's own rows are labelled so, and need not list them.
  const titleReadable = !readable || labelPaths(spec.title, context.language).every(readable);
  const title = titleReadable
    ? joined(
        spec.title.map((part) => partText(fields, part, record, context)),
        spec.join ?? ' ',
      )
    : null;
  const detailParts = readable ? (spec.detail ?? []).filter((part) => labelPaths([part], context.language).every(readable)) : (spec.detail ?? []);
  return {
    title,
    detail: joined(
      detailParts.map((part) => partText(fields, part, record, context)),
      DETAIL_JOIN,
    ),
  };
}

/** Checks a label spec against the fields it names: a path that is not a field, or a field no label can show. */
export function labelSpecProblems(fields: Record<string, Field>, spec: LabelSpec): string[] {
  const problems: string[] = [];
  if (spec.title.length === 0) problems.push('label has no title');
  for (const part of [...spec.title, ...(spec.detail ?? [])]) {
    if (typeof part === 'object' && 'each' in part) {
      const list = fieldAt(fields, part.each);
      if (list?.kind !== 'list' || list.of.kind !== 'object') problems.push(`label part '${part.each}' is not a list of objects`);
    }
    for (const path of labelPaths([part])) {
      const field = fieldAt(fields, path);
      if (!field) problems.push(`label path '${path}' is not a field`);
      else if (!SHOWABLE(field)) problems.push(`label path '${path}' has kind '${field.kind}'`);
    }
  }
  return problems;
}

const SHOWABLE = (field: Field): boolean => (field.kind === 'list' ? SHOWABLE(field.of) : !['object', 'file', 'availability', 'longText'].includes(field.kind));

function partText(fields: Record<string, Field>, part: LabelPart, record: Record<string, unknown>, context: LabelContext): string {
  if (typeof part === 'string') return pathText(fields, part, record, context);
  if ('firstOf' in part) {
    for (const path of part.firstOf) {
      const text = pathText(fields, path, record, context);
      if (text !== '') return text;
    }
    return '';
  }
  if ('byLanguage' in part) return pathText(fields, part.byLanguage[context.language], record, context);
  const items = valuesAt(record, part.each).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const itemFields = fieldAt(fields, part.each);
  const inner = itemFields?.kind === 'list' && itemFields.of.kind === 'object' ? itemFields.of.fields : {};
  return items
    .map((item) => {
      if (typeof item !== 'object' || item === null) return '';
      const value = item as Record<string, unknown>;
      // With a fallback (a participant's stored name), a reference the reader may not see gives way to it.
      const named = valueText(inner[part.value], value[part.value], context, part.orElse ? { hidden: '' } : {});
      if (named !== '' || !part.orElse) return named;
      const fallback = valueText(inner[part.orElse], value[part.orElse], context);
      return fallback !== '' || isBlank(value[part.value]) ? fallback : context.translate(LABEL_KEYS.notAccessible);
    })
    .filter((text) => text !== '')
    .join(LIST_JOIN);
}

function pathText(fields: Record<string, Field>, path: string, record: Record<string, unknown>, context: LabelContext): string {
  const field = fieldAt(fields, path);
  return valuesAt(record, path)
    .map((value) => valueText(field, value, context))
    .filter((text) => text !== '')
    .join(LIST_JOIN);
}

/**
 * One value as a label shows it. A reference the reader may not see is 'not accessible' (never its raw id),
 * unless the caller has something better to show (`hidden`).
 */
function valueText(field: Field | undefined, value: unknown, context: LabelContext, options: { hidden?: string } = {}): string {
  if (isBlank(value) || !field) return '';
  if (field.kind === 'list') {
    return (Array.isArray(value) ? value : [value])
      .map((item) => valueText(field.of, item, context, options))
      .filter((text) => text !== '')
      .join(LIST_JOIN);
  }
  switch (field.kind) {
    case 'reference': {
      const id = String(value);
      if (id === SYSTEM_AUTHOR_ID) return context.translate(LABEL_KEYS.system);
      return context.referenceLabel(field.resource, id) ?? options.hidden ?? context.translate(LABEL_KEYS.notAccessible);
    }
    case 'enum':
      return context.translate(field.enumeration.labelKey(value as never));
    case 'boolean':
      return context.translate(value ? 'values.yes' : 'values.no');
    case 'date':
      return parisDate(String(value));
    case 'dateTime':
      return parisDateTime(String(value));
    default:
      return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function joined(texts: readonly string[], separator: string): string | null {
  const kept = texts.filter((text) => text !== '');
  return kept.length === 0 ? null : kept.join(separator);
}

/** The values at a dotted path, walking into lists: `tutors.userId` gives each participant's id. */
export function valuesAt(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const segment of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
          const inner = (item as Record<string, unknown>)[segment];
          if (inner !== undefined && inner !== null) next.push(inner);
        }
      }
    }
    current = next;
  }
  return current;
}

/** 'YYYY-MM-DD' (or the date of an ISO instant, in Paris) as DD/MM/YYYY; anything else as it is. */
export function parisDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const parts = parisParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : value;
}

/** An ISO instant as DD/MM/YYYY HH:mm in Paris; anything else as it is. */
export function parisDateTime(value: string): string {
  const parts = parisParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : value;
}

const PARIS_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRODUCT_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parisParts(value: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | undefined {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(PARIS_FORMAT.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}
