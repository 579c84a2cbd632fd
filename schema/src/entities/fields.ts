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
export interface EnumField<V extends string | number = string | number> extends FieldCommon {
  kind: 'enum';
  enumeration: EnumDefinition<V>;
}
export interface ReferenceField extends FieldCommon {
  kind: 'reference';
  /** The resource the id points to (registry name). */
  resource: string;
}
export interface ListField<Of extends Field = Field> extends FieldCommon {
  kind: 'list';
  of: Of;
  min?: number;
  max: number;
}
export interface ObjectField<Fs extends Record<string, Field> = Record<string, Field>> extends FieldCommon {
  kind: 'object';
  fields: Fs;
}

export type Field = TextField | SimpleField | NumberField | EnumField | ReferenceField | ListField | ObjectField;

type Options = Partial<Pick<FieldCommon, 'required' | 'serverManaged' | 'sensitive' | 'default'>>;

/**
 * What a field's type keeps of its options, so that a record's TypeScript type can be read from its descriptor
 * (`record-types.ts`): whether the field is required, and whether only the server writes it. At run time the field
 * carries the same values as before; only the types are narrower.
 */
export type FieldMarks<O> = (O extends { required: true } ? { required: true } : { required: boolean }) &
  (O extends { serverManaged: true } ? { serverManaged: true } : unknown);
/** A simple field of one kind (the kind narrowed, so that its value's type follows from it). */
export type SimpleFieldOf<K extends SimpleField['kind']> = SimpleField & { kind: K };

const common = (options: Options = {}) => ({ required: false, ...options });

const simple =
  <K extends SimpleField['kind']>(kind: K) =>
  <const O extends Options = object>(options?: O): SimpleFieldOf<K> & FieldMarks<O> =>
    ({ kind, ...common(options) }) as SimpleFieldOf<K> & FieldMarks<O>;

/** Field builders: `f.text({ required: true })`, `f.enum(genders)`, `f.list(f.reference('levels'))`, ... */
export const f = {
  text: <const O extends Options & { min?: number; max?: number; noWhitespace?: boolean; pattern?: TextField['pattern'] } = object>(
    options: O = {} as O,
  ): TextField & { kind: 'text' } & FieldMarks<O> =>
    ({
      kind: 'text',
      max: 200,
      ...common(options),
      ...stripCommon(options),
    }) as TextField & { kind: 'text' } & FieldMarks<O>,
  longText: <const O extends Options & { max?: number } = object>(options: O = {} as O): TextField & { kind: 'longText' } & FieldMarks<O> =>
    ({ kind: 'longText', max: 5000, ...common(options), ...stripCommon(options) }) as TextField & { kind: 'longText' } & FieldMarks<O>,
  email: simple('email'),
  phone: simple('phone'),
  zipCode: simple('zipCode'),
  url: simple('url'),
  date: simple('date'),
  dateTime: simple('dateTime'),
  time: simple('time'),
  boolean: simple('boolean'),
  rating: simple('rating'),
  file: simple('file'),
  /** A weekly availability: slots of the 30-minute grid of section 9 (see validation/availability.ts). */
  availability: simple('availability'),
  number: <const O extends Options & { min?: number; max?: number; integer?: boolean } = object>(options: O = {} as O): NumberField & FieldMarks<O> =>
    ({
      kind: 'number',
      ...common(options),
      ...stripCommon(options),
    }) as NumberField & FieldMarks<O>,
  enum: <V extends string | number, const O extends Options = object>(enumeration: EnumDefinition<V>, options?: O): EnumField<V> & FieldMarks<O> =>
    ({ kind: 'enum', enumeration, ...common(options) }) as EnumField<V> & FieldMarks<O>,
  reference: <const O extends Options = object>(resource: string, options?: O): ReferenceField & FieldMarks<O> =>
    ({ kind: 'reference', resource, ...common(options) }) as ReferenceField & FieldMarks<O>,
  list: <Of extends Field, const O extends Options & { min?: number; max?: number } = object>(of: Of, options: O = {} as O): ListField<Of> & FieldMarks<O> =>
    ({
      kind: 'list',
      of,
      max: 200,
      ...common(options),
      ...stripCommon(options),
    }) as ListField<Of> & FieldMarks<O>,
  object: <Fs extends Record<string, Field>, const O extends Options = object>(fields: Fs, options?: O): ObjectField<Fs> & FieldMarks<O> =>
    ({ kind: 'object', fields, ...common(options) }) as ObjectField<Fs> & FieldMarks<O>,
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
export function keyFields<Fs extends Record<string, Field>>(namespace: string, fields: Fs, prefix = ''): Fs {
  const keyed: Record<string, Field> = {};
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix ? `${prefix}.${name}` : name;
    // A field with fields below it is labelled under `sections`, so that its key is never also the prefix of its
    // children's keys (i18next catalogs are nested objects).
    const group = hasChildren(field) ? 'sections' : 'fields';
    const labelKey = field.labelKey ?? (group === 'sections' ? `${namespace}.sections.${path}.title` : `${namespace}.fields.${path}`);
    keyed[name] = keyField(namespace, field, path, labelKey);
  }
  // The same fields, each with its path and label key (optional members of every field's type).
  return keyed as Fs;
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
