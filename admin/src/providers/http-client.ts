import axios, { type AxiosError } from 'axios';
import type { HttpError } from '@refinedev/core';
import i18next from 'i18next';
import { currentLanguage } from '../i18n.ts';
import { recordRevisions } from './record-revisions.ts';

/** The BFF's error shape: `message` is a catalogue key; `details` say which field is wrong and why. */
interface ApiProblem {
  code?: string | number;
  message?: string;
  details?: { path: string; message: string; params?: Record<string, unknown> }[];
}

export const API_URL = '/v1';

/**
 * The one HTTP client of the staff app: same-origin cookies (the session is httpOnly), the person's language for
 * the server's mails, the revision of every record read or changed (for `If-Match`, record-revisions.ts), and
 * every error turned into Refine's `HttpError` with the catalogue's words, field errors included, so forms show
 * the server's refusals under the right field.
 */
export const httpClient = axios.create({ withCredentials: true });

httpClient.interceptors.request.use((config) => {
  config.headers.set('x-language', currentLanguage());
  // The labels and translated values of answers (`_label`, `_labels`) come in the app's language.
  config.headers.set('accept-language', currentLanguage());
  // Every change of a record is conditional on the revision read, unless the screen already said which one.
  const revision = config.headers.has('if-match') ? undefined : recordRevisions.conditionFor(config.method, config.url);
  if (revision) config.headers.set('if-match', revision);
  return config;
});

httpClient.interceptors.response.use(
  (response) => {
    const etag = response.headers['etag'] as unknown;
    recordRevisions.note({ method: response.config.method, url: response.config.url, etag: typeof etag === 'string' ? etag : undefined });
    return response;
  },
  (error: AxiosError<ApiProblem>) => Promise.reject(toHttpError(error)),
);

export function toHttpError(error: AxiosError<ApiProblem>): HttpError {
  const status = error.response?.status ?? 0;
  const problem = error.response?.data;
  const key = typeof problem?.message === 'string' ? problem.message : status === 0 ? 'errors.networkProblem' : 'errors.somethingWentWrong';
  const errors: Record<string, string[]> = {};
  // A booking clash lists occurrences, not wrong fields: the form shows them in a list of their own.
  const fieldDetails = problem?.code === 'slotConflict' ? [] : (problem?.details ?? []);
  for (const detail of fieldDetails) {
    if (!detail.path) continue;
    const field = i18next.t('validation.thisField');
    (errors[detail.path] ??= []).push(i18next.t(detail.message, { field, ...detail.params }));
  }
  return {
    name: 'HttpError',
    message: i18next.t(key),
    statusCode: status,
    errors,
    ...(problem?.code !== undefined && { code: problem.code }),
    ...(problem?.details && { details: problem.details }),
  } as HttpError;
}
