/**
 * The session probe asked by the page's first script (start-early-session.ts), taken once by the session's first
 * read: a cold load asked who is signed in only once the whole bundle had run and the first screen was drawn.
 */
let early: Promise<Response> | undefined;

export function keepEarlySession(request: Promise<Response>): void {
  early = request;
}

/** The early answer, once: a later question (after signing in or out) goes to the server again. */
export function takeEarlySession(): Promise<Response> | undefined {
  const request = early;
  early = undefined;
  return request;
}
