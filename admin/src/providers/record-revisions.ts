/**
 * The revision (the API's `ETag`) of each record as the app last read or changed it, by the record's address
 * (`/v1/<resource>/<id>`). A screen that shows a record sends that revision back in `If-Match` when it saves or
 * deletes it, so the server refuses the change if someone else changed the record since (409 `editConflict`)
 * instead of letting it silently undo their work. Lists carry no revision: a change made from a list row sends
 * none, and the last write wins as before.
 */
export interface RecordAnswer {
  method: string | undefined;
  url: string | undefined;
  etag: string | undefined;
}

const RECORD_PATH = /^\/v1\/[^/?#]+\/[^/?#]+$/;

/** The record address a request went to, or undefined for anything else (lists, exports, sign-in, ...). */
export function recordPathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const path = new URL(url, 'http://staff.invalid').pathname;
  return RECORD_PATH.test(path) && !path.endsWith('/export.csv') ? path : undefined;
}

export class RecordRevisions {
  readonly #byPath = new Map<string, string>();
  readonly #listeners = new Set<() => void>();

  /** What a successful answer says of a record: its revision after a read or a change, none after a delete. */
  note({ method, url, etag }: RecordAnswer): void {
    const path = recordPathOf(url);
    if (!path) return;
    const verb = (method ?? 'get').toLowerCase();
    if (verb === 'delete') this.#byPath.delete(path);
    else if ((verb === 'get' || verb === 'patch') && etag) this.#byPath.set(path, etag);
    else return;
    for (const listener of this.#listeners) listener();
  }

  revisionOf(path: string): string | undefined {
    return this.#byPath.get(path);
  }

  /** For React's useSyncExternalStore: screens see a new revision as soon as it is known. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** The app's one memory of revisions, fed by the HTTP client's answers. */
export const recordRevisions = new RecordRevisions();
