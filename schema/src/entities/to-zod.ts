import { z } from 'zod';
import type { Field, ObjectField } from './fields.ts';
import { VALIDATION_MESSAGES as M, requiredOr } from '../validation/messages.ts';
import { emailSchema, phoneSchema, zipCodeSchema } from '../validation/contact.ts';
import { isRealDate } from '../validation/age.ts';
import { availabilitySchema, timeSchema } from '../validation/availability.ts';
import { fileReferenceSchema } from '../validation/file.ts';
import { RATING_MAX, RATING_MIN } from '../constants.ts';
import { numericLiterals } from '../enums/numeric-literals.ts';

/** Record ids: what the stores generate and what the reference data uses; nothing else gets near a query. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const idSchema = z.string({ error: requiredOr(M.id) }).regex(ID_PATTERN, { error: M.id });

/**
 * The zod schema of one field, as the API accepts it. Objects are strict (an unknown key is refused, never
 * stored), strings are bounded, and every message is an i18n key.
 */
export function fieldToZod(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText': {
      let schema = z.string({ error: requiredOr(M.invalid) }).trim();
      if (field.required) schema = schema.min(Math.max(field.min ?? 1, 1), { error: (field.min ?? 1) > 1 ? M.minLength : M.required });
      else if (field.min) schema = schema.min(field.min, { error: M.minLength });
      schema = schema.max(field.max, { error: M.maxLength });
      if (field.noWhitespace) schema = schema.regex(/^\S*$/, { error: M.noWhitespace });
      if (field.pattern) schema = schema.regex(field.pattern.regex, { error: field.pattern.message });
      return schema;
    }
    case 'email':
      return emailSchema;
    case 'phone':
      return phoneSchema;
    case 'zipCode':
      return zipCodeSchema;
    case 'url':
      return z
        .string({ error: requiredOr(M.url) })
        .trim()
        .max(2048, { error: M.maxLength })
        .pipe(z.url({ protocol: /^https?$/, error: M.url }));
    case 'date':
      return z.string({ error: requiredOr(M.date) }).refine(isRealDate, { error: M.date });
    case 'dateTime':
      return z.iso.datetime({ offset: true, error: requiredOr(M.dateTime) });
    case 'time':
      return timeSchema;
    case 'boolean':
      return z.boolean({ error: requiredOr(M.invalid) });
    case 'number': {
      let schema = z.number({ error: requiredOr(M.invalid) });
      if (field.integer) schema = schema.int({ error: M.invalid });
      if (field.min !== undefined) schema = schema.min(field.min, { error: M.minValue });
      if (field.max !== undefined) schema = schema.max(field.max, { error: M.maxValue });
      return schema;
    }
    case 'rating':
      return z
        .number({ error: requiredOr(M.rating) })
        .int({ error: M.rating })
        .min(RATING_MIN, { error: M.rating })
        .max(RATING_MAX, { error: M.rating });
    case 'file':
      return fileReferenceSchema;
    case 'availability':
      return availabilitySchema;
    case 'enum':
      return field.enumeration.schema;
    case 'reference':
      return idSchema;
    case 'list': {
      let schema = z.array(fieldToZod(field.of), { error: requiredOr(M.invalid) }).max(field.max, { error: M.maxItems });
      if (field.min) schema = schema.min(field.min, { error: M.minItems });
      return schema;
    }
    case 'object':
      return objectToZod(field.fields, 'create');
  }
}

export type SchemaMode = 'create' | 'update';

/**
 * The object schema of a set of fields. In `create` mode required fields must be there; in `update` mode (PATCH)
 * every field is optional, nested objects included, and the full record is checked again after merging.
 * Server-managed fields are never accepted from a client.
 */
export function objectToZod(fields: Record<string, Field>, mode: SchemaMode): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.serverManaged) continue;
    const schema = field.kind === 'object' ? objectToZod(field.fields, mode) : fieldToZod(field);
    if (mode === 'create' && field.default !== undefined) shape[name] = schema.default(field.default as never);
    else if (mode === 'create') shape[name] = field.required ? schema : schema.optional();
    // In a PATCH, `null` clears an optional field (a cleared select sends nothing else); required fields stay.
    else shape[name] = field.required ? schema.optional() : schema.nullable().optional();
  }
  return z.strictObject(shape, { error: requiredOr(M.invalid) });
}

/**
 * Every field, server-managed ones included, all optional: the shape of a record as the API answers it. It
 * describes stored values (already normalised), so it has no transforms and can be written as JSON Schema for
 * the OpenAPI document.
 */
export function recordShapeToZod(fields: Record<string, Field>): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) shape[name] = storedValueToZod(field).optional();
  return z.object(shape);
}

function storedValueToZod(field: Field): z.ZodType {
  switch (field.kind) {
    case 'number':
    case 'rating':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
      return field.enumeration.values.every((value) => typeof value === 'string')
        ? z.enum(field.enumeration.values as [string, ...string[]])
        : numericLiterals(field.enumeration.values as [number, ...number[]]);
    case 'list':
      return z.array(storedValueToZod(field.of));
    case 'object':
      return recordShapeToZod(field.fields);
    case 'file':
    case 'availability':
      return fieldToZod(field);
    default:
      return z.string();
  }
}

export function isObjectField(field: Field): field is ObjectField {
  return field.kind === 'object';
}
