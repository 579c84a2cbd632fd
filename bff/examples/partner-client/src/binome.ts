import createClient from 'openapi-fetch';
import type { components, paths } from './binome-api.js';

/** Every error answer of the API: `{ code, message, details? }`, `code` one of the catalogue's (a misspelt one does not compile), `message` a key of Binôme's catalogue. */
export type Problem = components['schemas']['Error'];
export type TutorsQuery = NonNullable<paths['/tutors']['get']['parameters']['query']>;
export type ProgramId = NonNullable<TutorsQuery['program.programId']>[number];
export type TutorRow = paths['/tutors']['get']['responses'][200]['content']['application/json'][number];

/** A client whose paths, filters, bodies and answers are the document's, sending the key on every call. */
export function binomeClient(url: string, key: string) {
  return createClient<paths>({ baseUrl: new URL('/v1', url).href, headers: { 'api-key': key } });
}

interface Answer {
  error?: Problem;
  response: Response;
}

/**
 * Makes a call, and makes it again once the key's rate is back when the answer is 429 `rateLimited`: the server says
 * when in `Retry-After` (seconds). A wait longer than `maxWaitSeconds` is not taken: the 429 is the caller's then.
 */
export async function patiently<A extends Answer>(
  call: () => Promise<A>,
  options: { maxWaitSeconds: number; onWait: (seconds: number, problem: Problem) => void },
): Promise<A> {
  for (;;) {
    const answer = await call();
    if (answer.response.status !== 429 || answer.error?.code !== 'rateLimited') return answer;
    const seconds = Number(answer.response.headers.get('retry-after'));
    if (!Number.isFinite(seconds) || seconds > options.maxWaitSeconds) return answer;
    options.onWait(seconds, answer.error);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** The answer's data, or an error that says which call failed, its status and the catalogue's code. */
export function dataOf<T>(what: string, answer: { data?: T; error?: Problem; response: Response }): T {
  if (answer.error !== undefined || answer.data === undefined) {
    throw new Error(`${what}: ${answer.response.status} ${answer.error ? `${answer.error.code} (${answer.error.message})` : 'no body'}`);
  }
  return answer.data;
}

/** The record's revision, to send back in `If-Match` so that a change applies only to what was read. */
export function revisionOf(what: string, response: Response): string {
  const etag = response.headers.get('etag');
  if (!etag) throw new Error(`${what}: no ETag in the answer`);
  return etag;
}
