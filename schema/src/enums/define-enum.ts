import { z } from 'zod';

/**
 * One enumeration of the domain: its permanent values, the zod schema that accepts them and the i18n key of each
 * value's label (`enums.<name>.<value>`). Values are what the store and the API carry; labels are only in i18n.
 */
export interface EnumDefinition<V extends string | number = string | number> {
  readonly name: string;
  readonly values: readonly V[];
  readonly schema: z.ZodType<V>;
  labelKey(value: V): string;
}

export interface EnumOptions<V extends string> {
  /** Old spellings accepted on input and stored as the current value (e.g. `deactiveted` → `deactivated`). */
  aliases?: Readonly<Record<string, V>>;
}

export function defineEnum<const V extends readonly [string, ...string[]]>(
  name: string,
  values: V,
  options: EnumOptions<V[number]> = {},
): EnumDefinition<V[number]> {
  const strict = z.enum(values, { error: 'validation.invalid' });
  const aliases = options.aliases ?? {};
  const schema =
    Object.keys(aliases).length === 0
      ? strict
      : z.preprocess((input) => (typeof input === 'string' && Object.hasOwn(aliases, input) ? aliases[input] : input), strict);
  return {
    name,
    values,
    schema: schema as z.ZodType<V[number]>,
    labelKey: (value) => `enums.${name}.${value}`,
  };
}

export function defineNumericEnum<const V extends readonly [number, ...number[]]>(
  name: string,
  values: V,
): EnumDefinition<V[number]> {
  return {
    name,
    values,
    schema: z.literal(values, { error: 'validation.invalid' }) as unknown as z.ZodType<V[number]>,
    labelKey: (value) => `enums.${name}.${value}`,
  };
}
