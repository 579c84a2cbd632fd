import type { Middleware } from 'openapi-fetch';

/**
 * The revision (the API's `ETag`) of each record as the app last read or changed it, by its address
 * (`/v1/<resource>/<id>`), and the client middleware that sends it back: every PATCH, PUT or DELETE of a record
 * carries `If-Match` with the revision read, so that a change made meanwhile elsewhere (a staff member, the other
 * parent) is refused with 409 `editConflict` instead of silently undone. A screen that edits a list row passes the
 * row's own revision (`_etag`) itself: rows are not remembered here, so that a list read in the background never
 * replaces the revision a form read.
 */
const RECORD_PATH = /^\/v1\/[^/?#]+\/[^/?#]+$/;
const CHANGES = new Set(['PATCH', 'PUT', 'DELETE']);

/** The record address a request went to, or undefined for anything else (lists, sign-in, actions on a record). */
export function recordPathOf(url: string): string | undefined {
  const path = new URL(url, 'http://family.invalid').pathname;
  return RECORD_PATH.test(path) ? path : undefined;
}

export class RecordRevisions {
  readonly #byPath = new Map<string, string>();

  /** What a successful answer says of a record: its revision after a read or a change, none after a delete. */
  note(method: string, url: string, etag: string | null): void {
    const path = recordPathOf(url);
    if (!path) return;
    const verb = method.toUpperCase();
    if (verb === 'DELETE') this.#byPath.delete(path);
    else if ((verb === 'GET' || verb === 'PATCH' || verb === 'PUT') && etag) this.#byPath.set(path, etag);
  }

  /** The `If-Match` a change of a record should carry: the revision last read, if any. */
  conditionFor(method: string, url: string): string | undefined {
    if (!CHANGES.has(method.toUpperCase())) return undefined;
    const path = recordPathOf(url);
    return path ? this.#byPath.get(path) : undefined;
  }
}

/** Reads revisions from answers and makes changes conditional on them, unless the caller set `If-Match` itself. */
export function conditionalWrites(revisions: RecordRevisions): Middleware {
  return {
    onRequest({ request }) {
      const revision = request.headers.has('if-match') ? undefined : revisions.conditionFor(request.method, request.url);
      if (revision) request.headers.set('if-match', revision);
      return request;
    },
    onResponse({ request, response }) {
      if (response.ok) revisions.note(request.method, request.url, response.headers.get('etag'));
      return response;
    },
  };
}

/** A list row's revision as `If-Match` header parameters, for a change made from that row. */
export function rowCondition(row: { _etag?: unknown }): { 'if-match'?: string } {
  return typeof row._etag === 'string' ? { 'if-match': row._etag } : {};
}
