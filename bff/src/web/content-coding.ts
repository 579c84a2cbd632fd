// The apps' type checks reach this file through the server's types without including its folder, so the module's
// declaration is named here; an `import` cannot name an ambient module's declaration.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./negotiator.d.ts" />
import Negotiator from 'negotiator';

/** The codings the apps' builds write beside each compressible file, and the suffix of that copy. */
const COPY_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
export type ContentCoding = keyof typeof COPY_SUFFIXES;

/** Brotli first when the client likes both as much: about a fifth smaller than gzip on the apps' scripts. */
const PREFERRED = ['br', 'gzip', 'identity'] as const;

/**
 * The codings to try for one answer, in the client's order of preference (RFC 9110, 12.5.3: q-values, `q=0`
 * refuses, `*` covers what is not named), ties broken by ours; `identity` stands for the plain file. Without the
 * header, or with one that accepts nothing we have, only the plain file: a client that refuses even identity still
 * gets it rather than a 406, as browsers never send that and a proxy's probe is better answered than refused.
 */
export function acceptedCodings(acceptEncoding: string | undefined): Array<ContentCoding | 'identity'> {
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(PREFERRED, { preferred: PREFERRED });
  return accepted.length > 0 ? (accepted as Array<ContentCoding | 'identity'>) : ['identity'];
}

/** The path of the build's copy of a file in a coding. */
export function copyPath(path: string, coding: ContentCoding): string {
  return `${path}${COPY_SUFFIXES[coding]}`;
}

/** Whether a path names a copy (`x.js.br`, `x.js.gz`): the copies are ways of sending a file, not files of their own. */
export function isCodingCopy(extension: string): boolean {
  return Object.values(COPY_SUFFIXES).some((suffix) => suffix === `.${extension}`);
}
