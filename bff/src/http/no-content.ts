import type { Context } from 'hono';
import { ERROR_MESSAGES, type NUMERIC_ERROR_CODES } from '@binome/schema';
import type { z } from 'zod';
import type { AppEnv } from './context.ts';
import { Problem } from './problems.ts';

/**
 * The catalogue's 2004 "no content": a write whose JSON body carries nothing (`{}`, or a blank body) where
 * something is needed. One rule for every JSON body, generated routes and hand-written ones alike, applied where
 * bodies are validated (`defaultHook`) and where a blank body is found unreadable (`handleError`):
 * - a change (PATCH, PUT) with nothing in it has nothing to write;
 * - any other body that the route's schema refuses when it is empty (a create, an action that needs its fields)
 *   is told that it is empty rather than listed every missing field.
 * An action whose fields are all optional (`POST /calendar/feed/renew`, `{}`) takes `{}` as before: there the
 * empty body means "with the defaults".
 */
export const NO_CONTENT_CODE = 2004 satisfies keyof typeof NUMERIC_ERROR_CODES;

export const noContent = () => new Problem(400, NO_CONTENT_CODE, ERROR_MESSAGES.noContent);

const CHANGES = new Set(['PATCH', 'PUT']);

/** `{}`: an object with nothing in it. */
export function isEmptyBody(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

/**
 * Whether a route refuses an empty body with 2004: every change does, and so does any route whose schema needs
 * something. The OpenAPI document says so on the same test (`openapi/no-content-answer.ts`).
 */
export function refusesEmptyBody(method: string, schema: z.ZodType): boolean {
  if (CHANGES.has(method.toUpperCase())) return true;
  try {
    return !schema.safeParse({}).success;
  } catch {
    // An asynchronous rule cannot run here: a schema with one needs more than nothing anyway.
    return true;
  }
}

/**
 * The validation hook's part of the rule, on the JSON body. A failed parse keeps the input as sent; a successful
 * one gives the parsed value, so a change's body is read again as sent.
 */
export async function refuseNoContent(result: { success: boolean; data?: unknown; target: string }, context: Context<AppEnv>): Promise<void> {
  if (result.target !== 'json') return;
  if (!result.success) {
    if (isEmptyBody(result.data)) throw noContent();
    return;
  }
  if (CHANGES.has(context.req.method) && isEmptyBody(await sentBody(context))) throw noContent();
}

/** The body as sent: the parsed JSON Hono keeps, or `{}` (what the validator reads) without a JSON body. */
async function sentBody(context: Context<AppEnv>): Promise<unknown> {
  if (!/json/i.test(context.req.header('content-type') ?? '')) return {};
  return context.req.json().catch(() => undefined);
}

/** Marks a request whose JSON body is blank: its route's validator then finds it unreadable, and 2004 says why. */
export function markBlankBody(context: Context<AppEnv>, text: string): void {
  if (text.trim() === '') context.set('blankBody', true);
}

/** A body found unreadable because it was blank is a body with no content, not malformed JSON. */
export function blankBodyProblem(problem: Problem, context: Context<AppEnv>): Problem {
  return problem.code === 'malformedJson' && context.get('blankBody') === true ? noContent() : problem;
}
