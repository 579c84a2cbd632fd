import type { z } from 'zod';
import type { Role } from '../enums/roles.ts';
import { f, fieldAt, keyFields, walkFields, type Field } from './fields.ts';
import { objectToZod, recordShapeToZod } from './to-zod.ts';
import { labelSpecProblems, type LabelSpec } from './labels.ts';

/**
 * A rule across several fields (e-mail or phone, end after start, ...), checked on whole records. `requires`: the
 * fields the rule makes required although their own descriptor cannot say it (a list that needs one item), so that
 * forms mark them as required.
 */
export type RecordRule = ((record: Record<string, unknown>, context: z.RefinementCtx) => void) & { requires?: readonly string[] };

export interface UniqueRule {
  /** Field paths that together must be unique. */
  fields: readonly string[];
  /** Only records matching this (e.g. `{ userRole: 'student' }`) take part: a partial index. */
  where?: Readonly<Record<string, unknown>>;
  /** Catalogue message key answered with a 409. */
  message: string;
}

export interface EntityInput {
  /** Registry name, camelCase (`scholarYears`); also the i18n namespace and the CASL subject. */
  name: string;
  /** Store collection; user views share `users`. */
  collection?: string;
  /** For views of the users collection: the roles whose records the view shows. */
  roles?: readonly Role[];
  fields: Record<string, Field>;
  /** How a record is named on screens and in references to it. Without it, the title is `titleField`. */
  label?: LabelSpec;
  /** The one field that names a record, when a label needs nothing more (reference data, names). */
  titleField?: string;
  columns: readonly string[];
  filterable: readonly string[];
  sortable: readonly string[];
  searchable: readonly string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /**
   * The filters a staff list opens with, so that what needs attention comes first (spec section 9: the sessions of
   * the current week still to schedule). A filterable field each: enumeration values, or `currentWeek` for a date.
   */
  defaultFilters?: Readonly<Record<string, DefaultFilter>>;
  unique?: readonly UniqueRule[];
  /** Same values here give a warning that the UI shows, not a refusal (section 5, same first and last name). */
  duplicateWarning?: readonly string[];
  /** Records carry `program.programId`; managers and coordinators see only their programs'. */
  programScoped?: boolean;
  rules?: readonly RecordRule[];
  /** Reference data that the API serves but never changes (levels, departments, countries). */
  readOnly?: boolean;
  /**
   * Records the server makes and keeps (the programs): changed where the abilities allow it (a program's distance
   * bound), never created or deleted through the API.
   */
  fixedRecords?: boolean;
}

/** A list's opening filter on one field: some values of an enumeration, or the week under way (Monday to Sunday). */
export type DefaultFilter = readonly (string | number)[] | 'currentWeek';

/** Fields every record has, set by the server. */
export const RECORD_META_FIELDS = keyFields('common', {
  id: f.text({ serverManaged: true, max: 100 }),
  createdAt: f.dateTime({ serverManaged: true }),
  createdBy: f.reference('users', { serverManaged: true }),
  updatedAt: f.dateTime({ serverManaged: true }),
  updatedBy: f.reference('users', { serverManaged: true }),
});

/**
 * An entity's descriptor. `Fs`, its fields as declared (with the record's metadata), is what `record-types.ts` reads a
 * record's TypeScript type from; code that handles any entity uses the default.
 */
export interface Entity<Fs extends Record<string, Field> = Record<string, Field>> extends Omit<EntityInput, 'collection' | 'rules' | 'label' | 'fields'> {
  fields: Fs;
  collection: string;
  rules: readonly RecordRule[];
  /** The label spec, `titleField` made one when the descriptor gave none. */
  label: LabelSpec;
  labelKey: string;
  schemas: {
    /** Body of a POST: required fields present, cross-field rules checked. */
    create: z.ZodType;
    /** Body of a PATCH: every field optional, unknown fields refused. */
    update: z.ZodObject;
    /** A whole record after a PATCH is merged: the create rules again, so no update can break them. */
    record: z.ZodType;
    /** What the API answers. */
    response: z.ZodObject;
  };
}

export function defineEntity<Fs extends Record<string, Field>>(input: EntityInput & { fields: Fs }): Entity<Fs & typeof RECORD_META_FIELDS> {
  const fields = keyFields(input.name, { ...input.fields, ...RECORD_META_FIELDS });
  const rules = input.rules ?? [];
  const withRules = (schema: z.ZodObject) =>
    rules.length === 0 ? schema : schema.superRefine((record, context) => rules.forEach((rule) => rule(record, context)));
  const entity: Entity<Fs & typeof RECORD_META_FIELDS> = {
    ...input,
    collection: input.collection ?? input.name,
    fields,
    rules,
    label: input.label ?? { title: input.titleField ? [input.titleField] : [] },
    labelKey: `resources.${input.name}.name`,
    // Each built on first use: the apps load every descriptor with their first page but validate only the forms
    // opened (building them all took about 60 ms of a cold staff list's script on a two-core machine).
    schemas: lazySchemas({
      create: () => withRules(objectToZod(fields, 'create')),
      update: () => objectToZod(fields, 'update'),
      record: () => withRules(objectToZod(fields, 'create')),
      response: () => recordShapeToZod(fields),
    }),
  };
  checkDescriptor(entity);
  return entity;
}

/** An object whose each property is made by its function when first read, then kept. */
function lazySchemas<T extends Record<string, unknown>>(makers: { [K in keyof T]: () => T[K] }): T {
  const schemas = {} as T;
  for (const key of Object.keys(makers) as (keyof T)[]) {
    let made: T[typeof key] | undefined;
    Object.defineProperty(schemas, key, { enumerable: true, get: () => (made ??= makers[key]()) });
  }
  return schemas;
}

const SEARCHABLE_KINDS = new Set<Field['kind']>(['text', 'longText', 'email', 'phone', 'zipCode']);
const NOT_SORTABLE_KINDS = new Set<Field['kind']>(['list', 'object', 'file', 'availability']);

/** A descriptor that names a field it does not have fails at load time, not on a user's screen. */
function checkDescriptor(entity: Entity): void {
  const problems: string[] = [];
  const need = (list: readonly string[], what: string, accept?: (field: Field) => boolean) => {
    for (const path of list) {
      const field = fieldAt(entity.fields, path);
      if (!field) problems.push(`${what} '${path}' is not a field`);
      else if (accept && !accept(field)) problems.push(`${what} '${path}' has kind '${field.kind}'`);
    }
  };
  if (entity.titleField) need([entity.titleField], 'title field');
  problems.push(...labelSpecProblems(entity.fields, entity.label));
  need(entity.columns, 'column');
  need(entity.filterable, 'filterable field', (field) => field.kind !== 'object' && field.kind !== 'file');
  need(entity.sortable, 'sortable field', (field) => !NOT_SORTABLE_KINDS.has(field.kind));
  need(entity.searchable, 'searchable field', (field) => SEARCHABLE_KINDS.has(field.kind));
  for (const rule of entity.unique ?? []) need(rule.fields, 'unique field');
  need(entity.duplicateWarning ?? [], 'duplicate-warning field');
  if (entity.defaultSort) need([entity.defaultSort.field], 'default sort field');
  for (const [path, value] of Object.entries(entity.defaultFilters ?? {})) {
    if (!entity.filterable.includes(path)) problems.push(`default filter '${path}' is not filterable`);
    else if (value === 'currentWeek') need([path], 'default week filter', (field) => field.kind === 'date' || field.kind === 'dateTime');
  }
  if (entity.programScoped && !fieldAt(entity.fields, 'program.programId')) problems.push('program-scoped without program.programId');
  for (const field of walkFields(entity.fields)) if (!field.labelKey) problems.push(`field '${field.path}' has no label key`);
  if (problems.length > 0) throw new Error(`Entity ${entity.name}: ${problems.join('; ')}`);
}
