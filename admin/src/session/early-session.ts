/** The session probe started by the page's first script (start-early-session.ts), handed once to `loadMe`. */
let early: Promise<Response> | undefined;

export function keepEarlySession(request: Promise<Response>): void {
  early = request;
}

/** The early answer, once: a later question (after signing out, after a failure) goes to the server again. */
export function takeEarlySession(): Promise<Response> | undefined {
  const request = early;
  early = undefined;
  return request;
}
