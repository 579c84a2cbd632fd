/** Statuses that may not sign in at all (the account's owner is told to contact the team). */
export const CLOSED_STATUSES = new Set(['deactivated', 'deleted']);
/** Statuses that keep an account but not its use: 2033 'user is not active'. Pending and on-hold people may sign in
 * (prospects follow their onboarding, on-hold students and parents see a reduced layout). */
export const INACTIVE_STATUSES = new Set(['suspended', 'archived', 'commitment-end', 'preemptive-end']);
