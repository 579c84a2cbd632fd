import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DuplicateKeyError } from '../store/store.ts';
import { PasswordHashingBusyError } from '../auth/hashing/password-hasher.ts';
import type { AppEnv } from './context.ts';
import { blankBodyProblem } from './no-content.ts';
import { Problem, problems } from './problems.ts';

/**
 * Every error leaves as `{ code, message, details? }`. Known refusals keep their status; anything unexpected is
 * logged with the request id and answered as a plain 500 that reveals nothing of the server.
 */
export function toProblem(error: unknown): Problem | undefined {
  if (error instanceof Problem) return error;
  if (error instanceof DuplicateKeyError) return problems.conflict();
  if (error instanceof PasswordHashingBusyError) return problems.unavailable();
  if (error instanceof HTTPException) {
    if (error.status === 413) return problems.payloadTooLarge();
    if (error.status === 415) return problems.unsupportedMediaType();
    if (error.status === 400) return /json/i.test(error.message) ? problems.malformedJson() : problems.validation([]);
    if (error.status === 401) return problems.unauthorized();
  }
  return undefined;
}

export function handleError(error: unknown, context: Context<AppEnv>): Response {
  const found = toProblem(error);
  const problem = found && blankBodyProblem(found, context);
  // A full hashing queue is momentary: say when to come back rather than letting callers hammer it.
  if (error instanceof PasswordHashingBusyError) context.header('retry-after', String(error.retryAfterSeconds));
  if (problem) {
    for (const [name, value] of Object.entries(problem.headers ?? {})) context.header(name, value);
    return context.json(problem.toJSON(), problem.status);
  }
  context
    .get('deps')
    ?.log.error('Unexpected error', { requestId: context.get('requestId'), path: context.req.path, error: String((error as Error)?.stack ?? error) });
  return context.json(problems.internal().toJSON(), 500);
}
