/**
 * The revision (the API's `ETag`) of each record as the app last read or changed it, by the record's address
 * (`/v1/<resource>/<id>`). A screen that shows a record sends that revision back in `If-Match` when it saves or
 * deletes it, so the server refuses the change if someone else changed the record since (409 `editConflict`)
 * instead of letting it silently undo their work. The HTTP client adds it to every change of a record that the
 * screen did not make conditional itself (`conditionFor`). A list row carries its own revision (`_etag`), which the
 * row's buttons send: it is not remembered here, so that a list read in the background never replaces the revision
 * an open form read.
 */
export interface RecordAnswer {
  method: string | undefined;
  url: string | undefined;
  etag: string | undefined;
}

const RECORD_PATH = /^\/v1\/[^/?#]+\/[^/?#]+$/;
const CHANGES = new Set(['patch', 'put', 'delete']);

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

  /** The `If-Match` a change (PATCH, PUT, DELETE) of a record should carry: the revision last read, if any. */
  conditionFor(method: string | undefined, url: string | undefined): string | undefined {
    if (!CHANGES.has((method ?? 'get').toLowerCase())) return undefined;
    const path = recordPathOf(url);
    return path ? this.#byPath.get(path) : undefined;
  }

  /** For React's useSyncExternalStore: screens see a new revision as soon as it is known. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** The app's one memory of revisions, fed by the HTTP client's answers. */
export const recordRevisions = new RecordRevisions();
