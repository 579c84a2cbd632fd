import { ERROR_MESSAGES, type ErrorCode } from '@binome/schema';

/**
 * The one error shape of the API: `{ code, message, details? }`. `code` is a stable string (or one of the spec's
 * numeric codes), `message` an i18n key the apps translate. Handlers throw a `Problem`; the app's error handler
 * writes it.
 */
export type ProblemStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 503;

export class Problem extends Error {
  readonly status: ProblemStatus;
  readonly code: ErrorCode;
  readonly details?: unknown;
  /** Headers the answer carries (`Retry-After` of a 429), for refusals thrown far from the handler. */
  readonly headers?: Readonly<Record<string, string>>;
  constructor(status: ProblemStatus, code: ErrorCode, message: string, details?: unknown, headers?: Readonly<Record<string, string>>) {
    super(message);
    this.name = 'Problem';
    this.status = status;
    this.code = code;
    this.details = details;
    if (headers) this.headers = headers;
  }
  toJSON() {
    return { code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}

export const problems = {
  validation: (details: unknown) => new Problem(400, 'validation', ERROR_MESSAGES.validation, details),
  malformedJson: () => new Problem(400, 'malformedJson', ERROR_MESSAGES.malformedJson),
  badQuery: (details: unknown) => new Problem(400, 'badQuery', ERROR_MESSAGES.badQuery, details),
  unauthorized: () => new Problem(401, 'unauthorized', ERROR_MESSAGES.unauthorized),
  signInFailed: () => new Problem(401, 'signInFailed', ERROR_MESSAGES.signInFailed),
  forbidden: (details?: unknown) => new Problem(403, 'forbidden', ERROR_MESSAGES.forbidden, details),
  notFound: () => new Problem(404, 'notFound', ERROR_MESSAGES.notFound),
  conflict: (message: string = ERROR_MESSAGES.conflict, code: ErrorCode = 'conflict') => new Problem(409, code, message),
  payloadTooLarge: () => new Problem(413, 'payloadTooLarge', ERROR_MESSAGES.payloadTooLarge),
  unsupportedMediaType: () => new Problem(415, 'unsupportedMediaType', ERROR_MESSAGES.unsupportedMediaType),
  /** A person over one of their counted limits: when they may ask again, in seconds, goes in `Retry-After`. */
  rateLimited: (message: string, retryAfterSeconds: number) =>
    new Problem(429, 'rateLimited', message, undefined, { 'retry-after': String(retryAfterSeconds) }),
  unavailable: () => new Problem(503, 'unavailable', ERROR_MESSAGES.unavailable),
  internal: () => new Problem(500, 'internal', ERROR_MESSAGES.internal),
};
