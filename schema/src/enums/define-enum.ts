import { z } from 'zod';
import { numericLiterals } from './numeric-literals.ts';

/**
 * What a value means at a glance, the same in both apps: `success` (done, running well), `warning` (someone has to
 * act), `danger` (failed, stopped against the plan), `progress` (under way) or `neutral` (no judgement).
 */
export const TONES = ['success', 'warning', 'danger', 'progress', 'neutral'] as const;
export type Tone = (typeof TONES)[number];

/**
 * One enumeration of the domain: its permanent values, the zod schema that accepts them and the i18n key of each
 * value's label (`enums.<name>.<value>`). Values are what the store and the API carry; labels are only in i18n.
 */
export interface EnumDefinition<V extends string | number = string | number> {
  readonly name: string;
  readonly values: readonly V[];
  readonly schema: z.ZodType<V>;
  /** The tone of each value that has one; status-like enumerations give one to every value (see `toneOf`). */
  readonly tones?: Readonly<Partial<Record<V, Tone>>>;
  labelKey(value: V): string;
}

/** A value's tone: the one its enumeration gives it, or neutral (unknown and legacy values included). */
export function toneOf(enumeration: Pick<EnumDefinition, 'tones'>, value: unknown): Tone {
  const tones = enumeration.tones as Readonly<Record<string, Tone>> | undefined;
  if (!tones || (typeof value !== 'string' && typeof value !== 'number')) return 'neutral';
  return Object.hasOwn(tones, String(value)) ? tones[String(value)]! : 'neutral';
}

/** Whether a value of this enumeration says where something stands (and is shown as a coloured tag). */
export function hasTones(enumeration: Pick<EnumDefinition, 'tones'>): boolean {
  return enumeration.tones !== undefined && Object.keys(enumeration.tones).length > 0;
}

export interface EnumOptions<V extends string> {
  /** Old spellings accepted on input and stored as the current value (e.g. `deactiveted` → `deactivated`). */
  aliases?: Readonly<Record<string, V>>;
  /** A tone for every value of a status-like enumeration: all of them, so that a new value cannot be forgotten. */
  tones?: Readonly<Record<V, Tone>>;
}

/**
 * The tones of an enumeration, checked at load time (every value has one, nothing else has one), with the old
 * spellings taking the tone of the value they stand for.
 */
function checkedTones<V extends string | number>(
  name: string,
  values: readonly V[],
  tones: Readonly<Record<V, Tone>>,
  aliases: Readonly<Record<string, V>> = {},
): Readonly<Record<V, Tone>> {
  const missing = values.filter((value) => !Object.hasOwn(tones, String(value)));
  const unknown = Object.keys(tones).filter((key) => !values.some((value) => String(value) === key));
  const wrong = Object.values<Tone>(tones).filter((tone) => !TONES.includes(tone));
  if (missing.length + unknown.length + wrong.length > 0) {
    throw new Error(`Enumeration ${name}: tones missing for [${missing.join(', ')}], for no value [${unknown.join(', ')}], unknown [${wrong.join(', ')}]`);
  }
  const withAliases: Record<string, Tone> = { ...tones };
  for (const [alias, value] of Object.entries(aliases)) withAliases[alias] = tones[value];
  return withAliases as Readonly<Record<V, Tone>>;
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
    ...(options.tones && { tones: checkedTones<V[number]>(name, values, options.tones, aliases) }),
    labelKey: (value) => `enums.${name}.${value}`,
  };
}

export function defineNumericEnum<const V extends readonly [number, ...number[]]>(
  name: string,
  values: V,
  options: { tones?: Readonly<Record<V[number], Tone>> } = {},
): EnumDefinition<V[number]> {
  return {
    name,
    values,
    schema: numericLiterals(values, { error: 'validation.invalid' }),
    ...(options.tones && { tones: checkedTones<V[number]>(name, values, options.tones) }),
    labelKey: (value) => `enums.${name}.${value}`,
  };
}
