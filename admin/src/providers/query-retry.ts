/** How many times a failed read is tried again: react-query's default, kept for what may pass on a second try. */
const MAX_RETRIES = 3;
/** Answers that say "not now" rather than "no": a timeout, too many requests, a server busy or failing a moment. */
const WORTH_ANOTHER_TRY = new Set([408, 425, 429]);

/**
 * Whether a failed read is tried again. An answer of 4xx (not found, not allowed, bad input) gives the same answer
 * every time: asked again three times, with react-query's back-off, it kept a screen spinning for 8 s before saying
 * what was wrong (the matching screen opened on a tutor outside the coordinator's programs). Network failures and
 * 5xx, which may pass, are tried again as before.
 */
export function retryFailedRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number') return true;
  return status >= 500 || WORTH_ANOTHER_TRY.has(status);
}
