import createClient from 'openapi-fetch';
import i18next from 'i18next';
import type { paths } from './openapi.d.ts';
import { conditionalWrites, RecordRevisions } from './record-revisions.ts';

/**
 * The BFF, typed from its OpenAPI document (generated at build: `npm run api -w @binome/family`). Cookies are
 * httpOnly and same-origin: the browser sends them, the app never sees them.
 */
export const api = createClient<paths>({ baseUrl: '/v1', credentials: 'same-origin' });

api.use({
  onRequest({ request }) {
    request.headers.set('x-language', i18next.language);
    return request;
  },
});
// Every edit and delete of a record carries the revision read (record-revisions.ts).
api.use(conditionalWrites(new RecordRevisions()));

/** The API's one error shape. `message` is an i18n key. */
export interface ApiProblem {
  code: string | number;
  message: string;
  details?: { path: string; message: string; params?: Record<string, unknown> }[];
}

export function isProblem(value: unknown): value is ApiProblem {
  return typeof value === 'object' && value !== null && 'message' in value && typeof (value as { message: unknown }).message === 'string';
}

/** What to show for a failed call: the catalogue's message, or the network one. */
export function problemOf(error: unknown): ApiProblem {
  return isProblem(error) ? error : { code: 'network', message: 'errors.networkProblem' };
}
