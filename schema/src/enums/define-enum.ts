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

export function defineEnum<const V extends readonly [string, ...string[]]>(
  name: string,
  values: V,
): EnumDefinition<V[number]> & { readonly schema: z.ZodEnum<{ [K in V[number]]: K }> } {
  return {
    name,
    values,
    schema: z.enum(values, { error: 'validation.invalid' }),
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
