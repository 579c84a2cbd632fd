// negotiator ships no types, and @types/negotiator (0.6) lacks the `preferred` option of 1.x that content-coding.ts
// relies on: only what that file uses is declared here.
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The available encodings the client accepts, best first; ties go to the order of `preferred`. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
  export default Negotiator;
}
