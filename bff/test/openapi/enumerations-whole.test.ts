import { describe, expect, it } from 'vitest';
import { numericLiterals, RESOURCES, weekdays, type Field, type Resource } from '@binome/schema';
import { openApiDocument } from '../../src/openapi/document.ts';

/**
 * Every enumeration of a descriptor is written whole wherever the document carries it: in the record a read
 * answers, in the body a create takes and in the body an update takes. A generator that kept one value of a
 * numeric enumeration (`dayOfTheWeek: enum [1]`) made a partner's typed client refuse every weekday but Monday.
 */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
}
const schemas = (openApiDocument() as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;

/** The values a schema allows, `null` aside (a PATCH clears an optional field with it). */
function allowed(schema: Schema | undefined): unknown[] | undefined {
  if (!schema) return undefined;
  if (schema.anyOf) return schema.anyOf.flatMap((choice) => allowed(choice) ?? []);
  return schema.enum?.filter((value) => value !== null);
}

/** Each enumeration a set of fields holds, with the path of its schema inside an object schema. */
function* enumerations(
  fields: Record<string, Field>,
  at: (schema: Schema | undefined, name: string) => Schema | undefined = (schema, name) => schema?.properties?.[name],
): Generator<{ path: string[]; values: readonly unknown[]; serverManaged: boolean }> {
  for (const [name, field] of Object.entries(fields)) {
    const item = field.kind === 'list' ? field.of : field;
    const path = field.kind === 'list' ? [name, '[]'] : [name];
    if (item.kind === 'enum') yield { path, values: item.enumeration.values, serverManaged: field.serverManaged === true };
    if (item.kind === 'object')
      for (const inner of enumerations(item.fields, at))
        yield { ...inner, path: [...path, ...inner.path], serverManaged: inner.serverManaged || field.serverManaged === true };
  }
}

function schemaAt(root: Schema | undefined, path: string[]): Schema | undefined {
  let schema = root;
  for (const step of path) {
    const object = schema?.anyOf?.find((choice) => choice.type !== 'null') ?? schema;
    schema = step === '[]' ? object?.items : object?.properties?.[step];
  }
  return schema;
}

describe('enumerations in the published document', () => {
  it('numericLiterals accepts every value it is given, and only those', () => {
    const days = numericLiterals([1, 2, 3, 4, 5, 6, 7]);
    for (const day of [1, 4, 7]) expect(days.safeParse(day).success, String(day)).toBe(true);
    for (const other of [0, 8, '1', 1.5, null]) expect(days.safeParse(other).success, String(other)).toBe(false);
  });

  it('writes every enumeration of a descriptor whole, in the record, create and update schemas alike', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const resource of RESOURCES as readonly Resource[]) {
      const base = resource.name.charAt(0).toUpperCase() + resource.name.slice(1);
      for (const { path, values, serverManaged } of enumerations(resource.entity.fields)) {
        const names = serverManaged ? [base] : [base, `${base}Create`, `${base}Update`];
        for (const name of names) {
          if (!schemas[name]) continue;
          const written = allowed(schemaAt(schemas[name], path));
          checked += 1;
          if (JSON.stringify(written) !== JSON.stringify(values))
            problems.push(`${name}.${path.join('.')}: ${JSON.stringify(written)} instead of ${JSON.stringify(values)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('offers every weekday in an availability, to read, create and update', () => {
    for (const name of ['Tutors', 'TutorsCreate', 'TutorsUpdate', 'StudentsCreate', 'StudentsUpdate']) {
      const preferences = name.startsWith('Tutors') ? 'tutorPreferences' : 'studentPreferences';
      const day = schemaAt(schemas[name], [preferences, 'availability', '[]', 'dayOfTheWeek']);
      expect(allowed(day), name).toEqual([...weekdays.values]);
      expect(day?.type, name).toBe('integer');
    }
  });
});
