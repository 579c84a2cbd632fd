/** Statuses that may not sign in at all (the account's owner is told to contact the team). */
export const CLOSED_STATUSES = new Set(['deactivated', 'deleted']);
/** Statuses that keep an account but not its use: 2033 'user is not active'. Pending and on-hold people may sign in
 * (prospects follow their onboarding, on-hold students and parents see a reduced layout). */
export const INACTIVE_STATUSES = new Set(['suspended', 'archived', 'commitment-end', 'preemptive-end']);

/**
 * Statuses whose holder no longer uses the account at all: closed or inactive. A session opened before the status
 * changed ends with it (the sign-in refuses them already; a cookie must not outlive that decision).
 */
export const STATUSES_WITHOUT_USE = new Set([...CLOSED_STATUSES, ...INACTIVE_STATUSES]);
