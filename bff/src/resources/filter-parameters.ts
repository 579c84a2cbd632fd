import { z } from '@hono/zod-openapi';
import { ERROR_MESSAGES, ID_PATTERN, RATING_MAX, RATING_MIN, type Field } from '@binome/schema';
import { withOpenApi } from '../http/openapi-common.ts';

/**
 * The filter parameters of one filterable field, typed by the descriptor that types the field: a generator of
 * small pure functions (field kind -> operators, field kind -> query value schema). The query value is still the
 * text of the URL; each schema checks that text and tells the OpenAPI document the type it stands for, so what the
 * document promises is what the server accepts.
 */
export type FilterSuffix = '' | '_ne' | '_gte' | '_lte' | '_like';

/** How many times a parameter may be repeated ("any of these"). */
export const MAX_REPEATS = 100;
const MAX_VALUE_LENGTH = 200;
const NUMBER_PATTERN = /^-?\d{1,15}(\.\d{1,15})?$/;
const INTEGER_PATTERN = /^-?\d{1,15}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const bad = { error: ERROR_MESSAGES.badQuery };

const itemOf = (field: Field): Field => (field.kind === 'list' ? field.of : field);

/** The operators that mean something on a field: ranges on dates and numbers, `_like` on free text, `_ne` on enumerations and references ("not this parent's"). */
export function filterSuffixesOf(field: Field): FilterSuffix[] {
  switch (itemOf(field).kind) {
    case 'enum':
    case 'reference':
      return ['', '_ne'];
    case 'date':
    case 'dateTime':
    case 'number':
    case 'rating':
      return ['', '_gte', '_lte'];
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'zipCode':
    case 'url':
      return ['', '_like'];
    default:
      return [''];
  }
}

/** One value of a filter on the field, as URL text, documented with the field's own type. */
export function filterValueSchema(field: Field): z.ZodType<string> {
  const item = itemOf(field);
  switch (item.kind) {
    case 'enum': {
      const values = item.enumeration.values;
      if (values.every((value) => typeof value === 'string')) return z.enum(values as [string, ...string[]], bad) as z.ZodType<string>;
      return withOpenApi(z.enum(values.map(String) as [string, ...string[]], bad) as z.ZodType<string>, { type: 'integer', enum: values });
    }
    case 'number': {
      const integer = item.integer === true;
      const { min, max } = item;
      const inBounds = (text: string) => (min === undefined || Number(text) >= min) && (max === undefined || Number(text) <= max);
      return withOpenApi(
        z
          .string()
          .regex(integer ? INTEGER_PATTERN : NUMBER_PATTERN, bad)
          .refine(inBounds, bad),
        {
          type: integer ? 'integer' : 'number',
          ...(item.min !== undefined && { minimum: item.min }),
          ...(item.max !== undefined && { maximum: item.max }),
        },
      );
    }
    case 'rating':
      return withOpenApi(
        z
          .string()
          .regex(INTEGER_PATTERN, bad)
          .refine((text) => Number(text) >= RATING_MIN && Number(text) <= RATING_MAX, bad),
        { type: 'integer', minimum: RATING_MIN, maximum: RATING_MAX },
      );
    case 'boolean':
      return withOpenApi(z.enum(['true', 'false'], bad) as z.ZodType<string>, { type: 'boolean', enum: undefined });
    case 'date':
      return withOpenApi(z.string().regex(DATE_PATTERN, bad), { format: 'date', example: '2026-09-01' });
    case 'dateTime':
      return withOpenApi(z.string().regex(DATE_TIME_PATTERN, bad), { format: 'date-time', example: '2026-09-01T08:00:00.000Z' });
    case 'reference':
      return withOpenApi(z.string().regex(ID_PATTERN, bad), { description: `The id of one of ${item.resource}.` });
    default:
      return z.string().min(1, bad).max(MAX_VALUE_LENGTH, bad);
  }
}

/**
 * The query parameter of a field with one operator. Equality and `_ne` take the parameter repeated ("any of",
 * "none of"), as arrays in the document (`style: form, explode: true`); a single value arrives as a string and is
 * read as a list of one. Ranges and `_like` take one value.
 */
export function filterParameterSchema(field: Field, suffix: FilterSuffix): z.ZodType {
  const value = suffix === '_like' ? z.string().min(1, bad).max(MAX_VALUE_LENGTH, bad) : filterValueSchema(field);
  if (suffix !== '' && suffix !== '_ne') return value;
  return repeated(value);
}

/** A parameter that may be repeated: always a list once checked. */
export function repeated<T>(value: z.ZodType<T>): z.ZodType<T[]> {
  const list = z.preprocess((raw) => (typeof raw === 'string' ? [raw] : raw), z.array(value).max(MAX_REPEATS, bad));
  return withOpenApi(list, { param: { style: 'form', explode: true } });
}
