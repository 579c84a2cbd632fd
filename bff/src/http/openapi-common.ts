import { z } from '@hono/zod-openapi';
import { ERROR_CODES, NUMERIC_CODES, numericLiterals } from '@binome/schema';
import type { ProblemStatus } from './problems.ts';

/**
 * The code of an error, from the catalogue (`ERROR_CODES` and the spec's numeric codes): an enumeration in the
 * document, so a partner's generated client knows every code it may branch on and refuses a misspelt one.
 */
export const ErrorCodeSchema = z
  .union([
    z.enum(ERROR_CODES),
    withOpenApi(numericLiterals(NUMERIC_CODES), {
      description: "The spec's numeric codes: 2004 no content, 2033 user not active, 2039 e-mail in use, 2041 registration unfinished.",
    }),
  ])
  .openapi('ErrorCode', {
    description: "A stable code of the catalogue, or one of the spec's numeric codes (2004, 2033, 2039, 2041). Codes are never renamed; new ones may be added.",
  });

export const ErrorSchema = z
  .object({
    code: ErrorCodeSchema,
    message: z.string().openapi({ description: 'An i18n key (`errors.*`) the apps translate.', example: 'errors.validation' }),
    details: z.unknown().optional().openapi({ description: 'For validation errors: `[{ path, message, params? }]`.' }),
  })
  .openapi('Error');

const DESCRIPTIONS: Record<ProblemStatus, string> = {
  400: 'Invalid input (validation, malformed JSON or an unknown filter)',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found, or not visible to this user',
  405: 'Method not allowed',
  409: 'Conflicts with another record',
  413: 'Body larger than 1 MB',
  415: 'Body is not application/json',
  429: 'Too many requests',
  500: 'Unexpected error',
  503: 'Store unavailable',
};

const JSON_SCALARS = [{ type: 'string' as const }, { type: 'number' as const }, { type: 'boolean' as const }, { type: 'null' as const }];
const JSON_OBJECT_REF = { $ref: '#/components/schemas/JsonObject' };

/**
 * A JSON value, for the parts of an answer that are data rather than fields (CASL conditions, audit snapshots,
 * event details): typed all the same, so that no answer is an untyped `{}`. Written as JSON Schema, since a
 * recursive zod union renders with stray nulls; the recursion goes through an object (`JsonObject`), which
 * generated TypeScript types can express, and arrays hold scalars and objects.
 */
export const JsonValueSchema = z.unknown().openapi('JsonValue', {
  description: 'A JSON value: a scalar, an object, or an array of scalars and objects.',
  anyOf: [...JSON_SCALARS, JSON_OBJECT_REF, { type: 'array', items: { anyOf: [...JSON_SCALARS, JSON_OBJECT_REF] } }],
});

/** A JSON object whose values are JSON values (see `JsonValue`). */
export const JsonObjectSchema = z.record(z.string(), JsonValueSchema).openapi('JsonObject');

/** A JSON answer of a route: its description and schema, and the headers it sends. */
export const jsonAnswer = <T extends z.ZodType>(
  description: string,
  schema: T,
  headers?: Record<string, { description: string; schema: { type: 'integer' | 'string' } }>,
) => ({
  description,
  ...(headers && { headers }),
  content: { 'application/json': { schema } },
});

/** The `x-total-count` header of a paged answer: what the pages add up to (Refine's simple-rest reads it). */
export const totalCountHeader = (description: string) => ({ 'x-total-count': { description, schema: { type: 'integer' as const } } });

/** A required JSON body (a body left optional would skip validation when the Content-Type is missing). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/** The error responses of a route, all with the one error shape. */
export function errorResponses(...statuses: ProblemStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: DESCRIPTIONS[status], content: { 'application/json': { schema: ErrorSchema } } }]),
  );
}

/**
 * `.openapi(...)` for schemas made by the schema package. zod 4 gives each schema its methods when it is created,
 * so schemas created before `@hono/zod-openapi` was first imported lack `.openapi`; the method on the prototype
 * works on them all the same.
 */
export function withOpenApi<T extends z.ZodType>(schema: T, ...args: [refId: string] | [metadata: Record<string, unknown>]): T {
  return (z.ZodType.prototype.openapi as unknown as (...rest: unknown[]) => T).apply(schema, args);
}
