import type { CreateBody, Entity } from '@binome/schema';
import type { z } from 'zod';

export type CreateBodyCheck<E> = { success: true; data: CreateBody<E> } | { success: false; error: z.ZodError };

/**
 * A body checked by its entity's create schema, answered as `CreateBody<E>`. The one place the zod schema's output is
 * given that type: the schema (to-zod.ts) and the type (record-types.ts) are both read from the descriptor's fields.
 */
export function checkCreateBody<E extends Entity>(entity: E, body: unknown): CreateBodyCheck<E> {
  const parsed = entity.schemas.create.safeParse(body);
  return parsed.success ? { success: true, data: parsed.data as CreateBody<E> } : { success: false, error: parsed.error };
}
