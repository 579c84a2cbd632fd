import type { StoredDocument } from '../store/store.ts';

/**
 * The revision a client read, and the one it expects to change: every write through the resource routes stamps a
 * new `_rev`; the API shows it as a strong ETag (`"<rev>"`) and accepts it back in `If-Match` (RFC 9110, 13.1.1),
 * so that of two people editing the same record, the one who read an older version is refused instead of silently
 * undoing the other's work.
 */

/**
 * The revision of a document never written through the resource routes (demo data, a registration): it has no
 * `_rev` until its first write, which the compare-and-set of every write already treats as one state.
 */
export const INITIAL_REVISION = '0';

/**
 * A comma-separated list of entity tags, weak or strong, with optional whitespace (RFC 9110, 8.8.3), or `*` alone,
 * which matches any current representation (RFC 9110, 13.1.1): the write proceeds on whatever revision is stored,
 * and only a record that no longer exists answers 404. A client that wants its own revision kept sends its ETag.
 */
const ENTITY_TAG = String.raw`(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"`;
const IF_MATCH_ANY = String.raw`\s*\*\s*`;
export const IF_MATCH_PATTERN = new RegExp(String.raw`^(?:${IF_MATCH_ANY}|\s*${ENTITY_TAG}(?:\s*,\s*${ENTITY_TAG})*\s*)$`);

/** What `If-Match` asks for: one of these entity tags, or (`*`) any revision of a record that exists. */
export type IfMatch = { any: true } | { any: false; tags: string[] };

export function revisionOf(document: StoredDocument): string {
  return typeof document._rev === 'string' ? document._rev : INITIAL_REVISION;
}

export function etagOf(revision: string): string {
  return `"${revision}"`;
}

/** The header as the route validated it (IF_MATCH_PATTERN); absent means the client asks for no check. */
export function parseIfMatch(header: string | undefined): IfMatch | undefined {
  if (header === undefined) return undefined;
  if (new RegExp(`^${IF_MATCH_ANY}$`).test(header)) return { any: true };
  return { any: false, tags: header.match(new RegExp(ENTITY_TAG, 'g')) ?? [] };
}

/** Strong comparison, as If-Match requires: a weak tag never matches. `*` matches the record that was found. */
export function ifMatchAccepts(ifMatch: IfMatch, revision: string): boolean {
  return ifMatch.any || ifMatch.tags.includes(etagOf(revision));
}
