/**
 * Who is signed in, asked by the page's first script instead of once the whole bundle has run and the first screen
 * is drawn (a cold load asked about a second after the bundle arrived). Both web apps import this first from their
 * `main.tsx` and call `startEarlySession()`; their session code takes the answer once with `takeEarlySession()`.
 * Their `index.html` already preloads the same request (`<link rel="preload" href="/v1/auth/session"
 * crossorigin="anonymous">`): this fetch, with no header of its own and same-origin credentials, takes that answer.
 * The answer does not depend on the language. No import: it must run before anything else of the entry is evaluated.
 */
let early: Promise<Response> | undefined;

/** Asks who is signed in, now; kept for the session's first read. */
export function startEarlySession(): void {
  early = fetch('/v1/auth/session', { credentials: 'same-origin' });
}

/** The early answer, once: a later question (after signing in or out, after a failure) goes to the server again. */
export function takeEarlySession(): Promise<Response> | undefined {
  const request = early;
  early = undefined;
  return request;
}
