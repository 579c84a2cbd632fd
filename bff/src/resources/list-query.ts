import { z } from '@hono/zod-openapi';
import { DEFAULT_PAGE_SIZE, ERROR_MESSAGES, fieldAt, ID_PATTERN, MAX_PAGE_SIZE, searchWordsOf, type Entity, type Field } from '@binome/schema';
import type { Filter, SortSpec } from '../store/store.ts';
import { problems } from '../http/problems.ts';
import { withOpenApi } from '../http/openapi-common.ts';
import { filterParameterSchema, filterSuffixesOf, repeated, type FilterSuffix } from './filter-parameters.ts';

/**
 * The list conventions of Refine's simple-rest data provider (json-server style), allow-listed from the
 * descriptor: `_start`, `_end`, `_sort`, `_order`, `q`, `id` (repeated for "get many"), and for each filterable
 * field `<field>` (repeated for "in") and the operators that mean something on its kind (`filter-parameters.ts`).
 * Anything else, and any value that does not fit the field, is refused with a 400 by the query schema, so no
 * unknown key ever reaches the store.
 */
export const FILTER_SUFFIXES = ['', '_ne', '_gte', '_lte', '_like'] as const;
const MAX_ROW = 9_999_999;
/** `_start` or `_end`: a row number, an integer in the document, checked as the URL's digits. */
export const rowParameter = (description: string, example: number) =>
  withOpenApi(z.string().regex(/^\d{1,7}$/, { error: ERROR_MESSAGES.badQuery }), { type: 'integer', minimum: 0, maximum: MAX_ROW, description, example });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A comma-separated list of one of these words: what `_sort` and `_order` take. */
const commaList = (words: readonly string[]) => {
  const word = `(${words.map(escapeRegExp).join('|')})`;
  return new RegExp(`^${word}(,${word})*$`);
};

/** The query schema of a list route, documented in the OpenAPI document and checked by the validator. */
export function listQuerySchema(entity: Entity) {
  const shape: Record<string, z.ZodType> = {
    _start: rowParameter('First row (0-based).', 0).optional(),
    _end: rowParameter(`Row after the last one; at most ${MAX_PAGE_SIZE} rows per page.`, DEFAULT_PAGE_SIZE).optional(),
    _sort: z
      .string()
      .max(1000)
      .regex(commaList(sortableFields(entity)), { error: ERROR_MESSAGES.unknownParameter })
      .optional()
      .openapi({ description: `Comma-separated fields among: ${sortableFields(entity).join(', ')}.`, example: sortableFields(entity)[0] }),
    _order: z
      .string()
      .max(1000)
      .regex(commaList(['asc', 'desc']), { error: ERROR_MESSAGES.badQuery })
      .optional()
      .openapi({ description: 'Comma-separated `asc` or `desc`, one per sorted field.', example: 'asc' }),
    id: repeated(z.string().regex(ID_PATTERN, { error: ERROR_MESSAGES.badQuery }))
      .optional()
      .openapi({ description: 'Only these ids (repeat the parameter for several).' }),
  };
  if (entity.searchable.length > 0) {
    shape.q = z
      .string()
      .max(100)
      .optional()
      .openapi({ description: `Search (accents and case ignored) in: ${entity.searchable.join(', ')}.` });
  }
  for (const path of entity.filterable) {
    const field = fieldAt(entity.fields, path)!;
    for (const suffix of filterSuffixesOf(field)) {
      shape[`${path}${suffix}`] = filterParameterSchema(field, suffix)
        .optional()
        .openapi({ description: describeFilter(path, suffix) });
    }
  }
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? ERROR_MESSAGES.unknownParameter : undefined),
  });
}

function describeFilter(path: string, suffix: FilterSuffix): string {
  switch (suffix) {
    case '':
      return `\`${path}\` is one of these values (repeat the parameter for several).`;
    case '_ne':
      return `\`${path}\` is none of these values.`;
    case '_gte':
      return `\`${path}\` is at least this value.`;
    case '_lte':
      return `\`${path}\` is at most this value.`;
    case '_like':
      return `\`${path}\` contains this text (accents and case ignored).`;
  }
}

export function sortableFields(entity: Entity): string[] {
  return ['id', ...entity.sortable];
}

export interface ListQuery {
  filter: Filter;
  sort: SortSpec;
  skip: number;
  limit: number;
}

export type RawQuery = Record<string, string | string[] | undefined>;

/** Whether the reader may read a field on every record of the list: the only fields a query may filter, sort or search on. */
export type ReadableField = (path: string) => boolean;

/**
 * A checked query as store options. Values are converted to the field's kind; a value that does not fit is a 400,
 * and so is a filter or sort on a field the reader may not read (the answer's order or count would reveal it).
 * The search looks only in the searchable fields the reader may read.
 */
export function toListQuery(entity: Entity, query: RawQuery, options: { paginate: boolean; readable: ReadableField }): ListQuery {
  const { readable } = options;
  const conditions: Filter[] = [];
  const ids = listOf(query.id);
  if (ids.some((id) => !ID_PATTERN.test(id))) throw problems.badQuery([{ parameter: 'id', message: ERROR_MESSAGES.badQuery }]);
  if (ids.length > 0) conditions.push({ _id: { $in: ids } });
  for (const path of entity.filterable) {
    const field = fieldAt(entity.fields, path)!;
    const storePath = path;
    for (const suffix of FILTER_SUFFIXES) {
      const raw = listOf(query[`${path}${suffix}`]);
      if (raw.length === 0) continue;
      if (!readable(path)) throw problems.badQuery([{ parameter: `${path}${suffix}`, message: ERROR_MESSAGES.unknownParameter }]);
      if (suffix === '_like') {
        conditions.push(...raw.map((text) => ({ [storePath]: { $regex: accentInsensitive(text), $options: 'i' } })));
        continue;
      }
      const converted = raw.map((text) => convert(field, text, `${path}${suffix}`));
      if (suffix === '') conditions.push({ [storePath]: converted.length === 1 ? converted[0] : { $in: converted } });
      else if (suffix === '_ne') conditions.push({ [storePath]: { $nin: converted } });
      else if (suffix === '_gte') conditions.push({ [storePath]: { $gte: converted[0] } });
      else conditions.push({ [storePath]: { $lte: converted[0] } });
    }
  }
  const search = typeof query.q === 'string' ? query.q.trim() : '';
  if (search !== '' && entity.searchable.length > 0) {
    const searched = entity.searchable.filter(readable);
    // Nothing the reader may read to search in: nothing is found (never a match through a hidden field).
    if (searched.length === 0) conditions.push({ _id: { $in: [] } });
    // Each word in some field, the words in any order ("Lou Dumont" finds her first and last name): the schema's
    // one search semantics.
    else
      for (const word of searchWordsOf(search))
        conditions.push({ $or: searched.map((path) => ({ [path]: { $regex: accentInsensitive(word), $options: 'i' } })) });
  }
  return {
    filter: conditions.length === 0 ? {} : { $and: conditions },
    sort: toSort(entity, query, readable),
    ...toPage(query, options.paginate),
  };
}

function toSort(entity: Entity, query: RawQuery, readable: ReadableField): SortSpec {
  const fields = splitList(query._sort);
  const orders = splitList(query._order);
  const allowed = sortableFields(entity);
  const sort: SortSpec = {};
  fields.forEach((field, position) => {
    if (!allowed.includes(field) || !readable(field)) throw problems.badQuery([{ parameter: '_sort', value: field, message: ERROR_MESSAGES.unknownParameter }]);
    const order = orders[position] ?? orders[0] ?? 'asc';
    if (order !== 'asc' && order !== 'desc') throw problems.badQuery([{ parameter: '_order', value: order, message: ERROR_MESSAGES.badQuery }]);
    sort[field === 'id' ? '_id' : field] = order === 'asc' ? 1 : -1;
  });
  if (fields.length === 0 && entity.defaultSort && readable(entity.defaultSort.field))
    sort[entity.defaultSort.field] = entity.defaultSort.order === 'asc' ? 1 : -1;
  // A unique last key keeps pages stable when sorted values repeat. It follows the last key's direction, so that
  // one index ({ field: 1, _id: 1 }) serves the list both ways, read forwards or backwards.
  if (!('_id' in sort)) sort._id = Object.values(sort).at(-1) ?? 1;
  return sort;
}

function toPage(query: RawQuery, paginate: boolean): { skip: number; limit: number } {
  if (!paginate) return { skip: 0, limit: 0 };
  const start = Number(typeof query._start === 'string' ? query._start : 0);
  const end = typeof query._end === 'string' ? Number(query._end) : start + DEFAULT_PAGE_SIZE;
  if (end < start) throw problems.badQuery([{ parameter: '_end', message: ERROR_MESSAGES.badQuery }]);
  return { skip: start, limit: Math.min(end - start, MAX_PAGE_SIZE) };
}

function convert(field: Field, text: string, parameter: string): unknown {
  const fail = () => problems.badQuery([{ parameter, value: text, message: ERROR_MESSAGES.badQuery }]);
  const kind = field.kind === 'list' ? field.of.kind : field.kind;
  const enumeration = field.kind === 'enum' ? field.enumeration : field.kind === 'list' && field.of.kind === 'enum' ? field.of.enumeration : undefined;
  if (kind === 'number' || kind === 'rating' || (enumeration && typeof enumeration.values[0] === 'number')) {
    const number = Number(text);
    if (text.trim() === '' || !Number.isFinite(number)) throw fail();
    return number;
  }
  if (kind === 'boolean') {
    if (text !== 'true' && text !== 'false') throw fail();
    return text === 'true';
  }
  // Values of closed kinds are checked here, so `{"$gt":""}` or a stray operator is a 400, not a silent empty list.
  if (enumeration) {
    const parsed = enumeration.schema.safeParse(text);
    if (!parsed.success) throw fail();
    return parsed.data;
  }
  if (kind === 'reference' && !ID_PATTERN.test(text)) throw fail();
  if ((kind === 'date' || kind === 'dateTime') && !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) throw fail();
  return text;
}

function listOf(raw: string | string[] | undefined): string[] {
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

function splitList(raw: string | string[] | undefined): string[] {
  return listOf(raw)
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const ACCENT_CLASSES: Record<string, string> = {
  a: 'aàâäáãå',
  c: 'cç',
  e: 'eéèêë',
  i: 'iîïíì',
  n: 'nñ',
  o: 'oôöóòõ',
  u: 'uùûüú',
  y: 'yÿý',
};

/**
 * A case-insensitive pattern that matches the text with or without accents ('eleve' finds 'Élève'), and the
 * ligature œ written either way ('coeur' finds 'Cœur', as the schema's `foldForSearch` compares them). Every other
 * character is escaped, so a search can never be a regular expression of the user's making.
 */
export function accentInsensitive(text: string): string {
  const base = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe');
  const classOf = (character: string) => {
    const group = ACCENT_CLASSES[character];
    return group ? `[${group}${group.toUpperCase()}]` : character.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  };
  let pattern = '';
  for (let index = 0; index < base.length; index += 1) {
    if (base.startsWith('oe', index)) {
      pattern += `(?:œ|${classOf('o')}${classOf('e')})`;
      index += 1;
    } else pattern += classOf(base[index]!);
  }
  return pattern;
}
