import { describe, expect, it } from 'vitest';
import { fieldAt, RESOURCES, type Field, type Resource } from '@binome/schema';
import { openApiDocument } from '../../src/openapi/document.ts';

/**
 * Walks the published document as a partner's generator would, and fails on what makes a generated client guess:
 * an operation without a stable name, a parameter typed `string` where the field it filters has a type, an answer
 * that is an untyped object.
 */
interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
  style?: string;
  explode?: boolean;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description?: string }[];
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
}

const document = openApiDocument() as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${path}`, path, operation })),
);

const FREE_TEXT_KINDS = new Set(['text', 'longText', 'email', 'phone', 'zipCode', 'url']);
const itemOf = (field: Field): Field => (field.kind === 'list' ? field.of : field);
/** Field names (last segment) whose field has a type beyond free text somewhere in the registry. */
const TYPED_FIELD_NAMES = new Set(
  (RESOURCES as readonly Resource[]).flatMap((resource) =>
    Object.entries(resource.entity.fields)
      .filter(([, field]) => field.kind !== 'object' && !FREE_TEXT_KINDS.has(itemOf(field).kind))
      .map(([name]) => name),
  ),
);
const SUFFIX = /_(ne|gte|lte|like)$/;

const valueSchema = (schema: Schema): Schema => (schema.type === 'array' && schema.items ? schema.items : schema);
const isUntyped = (schema: Schema) => schema.type === 'string' && !schema.format && !schema.enum && !schema.pattern;

/** The field a parameter of a generated list route filters, if it is one. */
function filteredField(path: string, name: string): Field | undefined {
  const resource = (RESOURCES as readonly Resource[]).find((entry) => path === `/${entry.apiName}` || path === `/${entry.apiName}/export.csv`);
  if (!resource || name.startsWith('_')) return undefined;
  return fieldAt(resource.entity.fields, name.replace(SUFFIX, ''));
}

/** Every schema an answer reaches, references followed once. */
function* reachable(schema: Schema, seen = new Set<string>()): Generator<Schema> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    if (seen.has(name)) return;
    seen.add(name);
    yield* reachable(document.components.schemas[name]!, seen);
    return;
  }
  yield schema;
  for (const child of Object.values(schema.properties ?? {})) yield* reachable(child, seen);
  if (schema.items) yield* reachable(schema.items, seen);
  if (typeof schema.additionalProperties === 'object') yield* reachable(schema.additionalProperties, seen);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) yield* reachable(child, seen);
}

describe('the published document, walked', () => {
  it('names every operation once, in one convention, with a summary, declared tags and its security', () => {
    const declaredTags = new Set(document.tags.map((tag) => tag.name));
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { where, operation } of operations) {
      const id = operation.operationId;
      if (!id) problems.push(`${where}: no operationId`);
      else if (!/^[a-z]+[A-Z][A-Za-z0-9]*$|^[a-z]+$/.test(id)) problems.push(`${where}: operationId ${id} is not a camelCase verb phrase`);
      else if (seen.has(id)) problems.push(`${where}: operationId ${id} already names ${seen.get(id)}`);
      if (id) seen.set(id, where);
      if (!operation.summary) problems.push(`${where}: no summary`);
      if (!operation.tags?.length || operation.tags.some((tag) => !declaredTags.has(tag)))
        problems.push(`${where}: tags ${operation.tags?.join(',')} not declared`);
      if (!Array.isArray(operation.security)) problems.push(`${where}: no security (public operations say security: [])`);
    }
    expect(problems).toEqual([]);
  });

  it('names the generated operations by the convention partners read (listTutors, getTutor, exportTutorsCsv...)', () => {
    const ids = new Set(operations.map(({ operation }) => operation.operationId));
    for (const id of [
      'listTutors',
      'getTutor',
      'createTutor',
      'updateTutor',
      'deleteTutor',
      'exportTutorsCsv',
      'cancelSession',
      'proposeCohort',
      'listClasses',
      'getSpecialty',
      'getAccess',
      'inviteTutor',
    ])
      expect(ids, id).toContain(id);
    expect(document.paths['/health']!.get!.security).toEqual([]);
    expect(document.paths['/tutors']!.get!.security).toEqual([{ session: [] }, { apiKey: [] }]);
  });

  it('types every parameter whose field has a type: enumerations, dates, numbers, booleans, ids; pages as bounded integers', () => {
    const problems: string[] = [];
    for (const { where, path, operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        const value = valueSchema(parameter.schema);
        const label = `${where} ${parameter.in} ${parameter.name}: ${JSON.stringify(parameter.schema)}`;
        if (parameter.name === '_start' || parameter.name === '_end') {
          if (parameter.schema.type !== 'integer' || parameter.schema.minimum === undefined || parameter.schema.maximum === undefined)
            problems.push(`${label} is not a bounded integer`);
          continue;
        }
        if (parameter.schema.type === 'array' && (parameter.style !== 'form' || parameter.explode !== true))
          problems.push(`${label}: a repeated parameter is form, exploded`);
        if (parameter.schema.anyOf) problems.push(`${label}: one value or several is an array, not anyOf`);
        const field = filteredField(path, parameter.name);
        const typedByField = field !== undefined && !parameter.name.endsWith('_like') && !FREE_TEXT_KINDS.has(itemOf(field).kind);
        // Hand-written routes: ids, and names that a descriptor types wherever they are a field.
        const typedByName = field === undefined && (/(^id|Ids?)$/.test(parameter.name) || TYPED_FIELD_NAMES.has(parameter.name.replace(SUFFIX, '')));
        if ((typedByField || typedByName) && isUntyped(value)) problems.push(`${label} is an untyped string`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('offers each operator only where it means something on the field: ranges on dates and numbers, `_like` on text, `_ne` on enumerations', () => {
    const expected = (field: Field) => {
      const kind = itemOf(field).kind;
      if (kind === 'enum' || kind === 'reference') return ['', '_ne'];
      if (['date', 'dateTime', 'number', 'rating'].includes(kind)) return ['', '_gte', '_lte'];
      if (FREE_TEXT_KINDS.has(kind)) return ['', '_like'];
      return [''];
    };
    for (const resource of RESOURCES as readonly Resource[]) {
      const operation = document.paths[`/${resource.apiName}`]?.get;
      if (!operation?.operationId?.startsWith('list')) continue;
      const names = new Set(operation.parameters!.map((parameter) => parameter.name));
      for (const path of resource.entity.filterable) {
        const field = fieldAt(resource.entity.fields, path)!;
        const offered = ['', '_ne', '_gte', '_lte', '_like'].filter((suffix) => names.has(`${path}${suffix}`));
        expect(offered, `${resource.name} ${path}`).toEqual(expected(field));
      }
    }
    const tutors = new Set(document.paths['/tutors']!.get!.parameters!.map((parameter) => parameter.name));
    for (const meaningless of ['status_gte', 'status_like', 'gender_lte', 'createdAt_like']) expect(tutors, meaningless).not.toContain(meaningless);
  });

  it('types every answer: no `additionalProperties: {}` and no object without properties', () => {
    const problems: string[] = [];
    for (const { where, operation } of operations) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(answer.content ?? {})) {
          for (const schema of reachable(media.schema)) {
            const extra = schema.additionalProperties;
            if (extra === true || (typeof extra === 'object' && Object.keys(extra).length === 0))
              problems.push(`${where} ${status} ${type}: additionalProperties {}`);
            if (schema.type === 'object' && !schema.properties && extra === undefined)
              problems.push(`${where} ${status} ${type}: an object without properties`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
