import type { EnumDefinition } from '../enums/define-enum.ts';

/**
 * The vocabulary of field kinds. Each kind has one zod rule (`to-zod.ts`), and in the staff app one widget, one
 * column renderer and one filter. Adding a kind means adding it in all of those places.
 */
export const FIELD_KINDS = [
  'text',
  'longText',
  'email',
  'phone',
  'zipCode',
  'url',
  'date',
  'dateTime',
  'time',
  'enum',
  'reference',
  'list',
  'object',
  'file',
  'boolean',
  'number',
  'rating',
  'availability',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

interface FieldCommon {
  /** Must be present on create. */
  required: boolean;
  /** Set by the server (ids, metadata, computed values); never accepted in a request body. */
  serverManaged?: boolean;
  /** Personal data of a minor or a secret-like value: reads of it are audited and it is left out of exports. */
  sensitive?: boolean;
  /** The value a create takes when the field is left out (and the value a new form starts with). */
  default?: unknown;
  /** i18n key of the label; filled in by `defineEntity` from where the field is declared. */
  labelKey?: string;
  /** Dotted path from the record root; filled in by `defineEntity`. */
  path?: string;
}

export interface TextField extends FieldCommon {
  kind: 'text' | 'longText';
  min?: number;
  max: number;
  noWhitespace?: boolean;
  pattern?: { regex: RegExp; message: string };
}
export interface SimpleField extends FieldCommon {
  kind: 'email' | 'phone' | 'zipCode' | 'url' | 'date' | 'dateTime' | 'time' | 'boolean' | 'rating' | 'file' | 'availability';
}
export interface NumberField extends FieldCommon {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
}
export interface EnumField extends FieldCommon {
  kind: 'enum';
  enumeration: EnumDefinition;
}
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** The resource the id points to (registry name). */
  resource: string;
}
export interface ListField extends FieldCommon {
  kind: 'list';
  of: Field;
  min?: number;
  max: number;
}
export interface ObjectField extends FieldCommon {
  kind: 'object';
  fields: Record<string, Field>;
}

export type Field = TextField | SimpleField | NumberField | EnumField | ReferenceField | ListField | ObjectField;

type Options = Partial<Pick<FieldCommon, 'required' | 'serverManaged' | 'sensitive' | 'default'>>;

const common = (options: Options = {}) => ({ required: false, ...options });

/** Field builders: `f.text({ required: true })`, `f.enum(genders)`, `f.list(f.reference('levels'))`, ... */
export const f = {
  text: (options: Options & { min?: number; max?: number; noWhitespace?: boolean; pattern?: TextField['pattern'] } = {}): TextField => ({
    kind: 'text',
    max: 200,
    ...common(options),
    ...stripCommon(options),
  }),
  longText: (options: Options & { max?: number } = {}): TextField => ({ kind: 'longText', max: 5000, ...common(options), ...stripCommon(options) }),
  email: (options?: Options): SimpleField => ({ kind: 'email', ...common(options) }),
  phone: (options?: Options): SimpleField => ({ kind: 'phone', ...common(options) }),
  zipCode: (options?: Options): SimpleField => ({ kind: 'zipCode', ...common(options) }),
  url: (options?: Options): SimpleField => ({ kind: 'url', ...common(options) }),
  date: (options?: Options): SimpleField => ({ kind: 'date', ...common(options) }),
  dateTime: (options?: Options): SimpleField => ({ kind: 'dateTime', ...common(options) }),
  time: (options?: Options): SimpleField => ({ kind: 'time', ...common(options) }),
  boolean: (options?: Options): SimpleField => ({ kind: 'boolean', ...common(options) }),
  rating: (options?: Options): SimpleField => ({ kind: 'rating', ...common(options) }),
  file: (options?: Options): SimpleField => ({ kind: 'file', ...common(options) }),
  /** A weekly availability: slots of the 30-minute grid of section 9 (see validation/availability.ts). */
  availability: (options?: Options): SimpleField => ({ kind: 'availability', ...common(options) }),
  number: (options: Options & { min?: number; max?: number; integer?: boolean } = {}): NumberField => ({
    kind: 'number',
    ...common(options),
    ...stripCommon(options),
  }),
  enum: (enumeration: EnumDefinition, options?: Options): EnumField => ({ kind: 'enum', enumeration, ...common(options) }),
  reference: (resource: string, options?: Options): ReferenceField => ({ kind: 'reference', resource, ...common(options) }),
  list: (of: Field, options: Options & { min?: number; max?: number } = {}): ListField => ({
    kind: 'list',
    of,
    max: 200,
    ...common(options),
    ...stripCommon(options),
  }),
  object: (fields: Record<string, Field>, options?: Options): ObjectField => ({ kind: 'object', fields, ...common(options) }),
};

function stripCommon<T extends Options>(options: T): Omit<T, keyof Options> {
  const { required: _required, serverManaged: _serverManaged, sensitive: _sensitive, default: _default, ...rest } = options;
  return rest;
}

/**
 * Gives every field under `fields` its dotted path and its label key `<namespace>.fields.<path>` (or
 * `<namespace>.sections.<path>.title` for objects and lists of objects). A field that
 * already has a key keeps it: shared user fields are labelled once under `users`, whatever view shows them.
 */
export function keyFields(namespace: string, fields: Record<string, Field>, prefix = ''): Record<string, Field> {
  const keyed: Record<string, Field> = {};
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    // A field with fields below it is labelled under `sections`, so that its key is never also the prefix of its
    // children's keys (i18next catalogs are nested objects).
    const group = hasChildren(field) ? 'sections' : 'fields';
    const labelKey = field.labelKey ?? (group === 'sections' ? `${namespace}.sections.${path}.title` : `${namespace}.fields.${path}`);
    keyed[name] = keyField(namespace, field, path, labelKey);
  }
  return keyed;
}

function keyField(namespace: string, field: Field, path: string, labelKey: string): Field {
  if (field.kind === 'object') {
    // Nested fields that already carry a key (shared user fields) keep it; the others are keyed by their path.
    return { ...field, path, labelKey, fields: keyFields(namespace, field.fields, path) };
  }
  if (field.kind === 'list') {
    // The items of a list share the list's path; an item object's fields hang below it.
    return { ...field, path, labelKey, of: keyField(namespace, field.of, path, field.of.labelKey ?? labelKey) };
  }
  return { ...field, path, labelKey };
}

function hasChildren(field: Field): boolean {
  return field.kind === 'object' || (field.kind === 'list' && field.of.kind === 'object');
}

/** Walks every field, nested ones included, depth first. */
export function* walkFields(fields: Record<string, Field>): Generator<Field> {
  for (const field of Object.values(fields)) {
    yield field;
    if (field.kind === 'object') yield* walkFields(field.fields);
    if (field.kind === 'list' && field.of.kind === 'object') yield* walkFields(field.of.fields);
  }
}

/** The field at a dotted path (`contactDetails.email`, `tutorPreferences.availability.startTime`). */
export function fieldAt(fields: Record<string, Field>, path: string): Field | undefined {
  const [head, ...rest] = path.split('.');
  let field = head === undefined ? undefined : fields[head];
  for (const segment of rest) {
    if (field?.kind === 'list') field = field.of;
    field = field?.kind === 'object' ? field.fields[segment] : undefined;
  }
  return field;
}

/**
 * The value at a dotted path of a record (`address.city`): what a column, an export or a uniqueness check reads.
 * Lists are not walked into: a path names one value.
 */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const segment of path.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
