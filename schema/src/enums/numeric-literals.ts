import { z } from 'zod';

/**
 * The zod schema of a set of allowed numbers (`1 | 2 | … | 7`). Not `z.literal([1, 2, …])`: zod 4 accepts the
 * whole list, but the OpenAPI generator of `@hono/zod-openapi` writes only its first value (`enum: [1]`), so a
 * partner's generated types refused every weekday but Monday. A zod enumeration over an object is written whole,
 * as integers, with `null` added where the field may be cleared. Its keys are names, not the numbers themselves:
 * numeric keys read as the reverse mappings of a TypeScript enum and would be dropped.
 */
export function numericLiterals<const V extends readonly [number, ...number[]]>(values: V, params?: Parameters<typeof z.enum>[1]): z.ZodType<V[number]> {
  const entries = Object.fromEntries(values.map((value) => [`value${value}`, value]));
  return z.enum(entries, params) as unknown as z.ZodType<V[number]>;
}
