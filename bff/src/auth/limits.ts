/** The limits of sign-in, in one place (issue: identity end to end). */
export const MINUTE_MS = 60 * 1000;

/**
 * Five failed attempts from one client address lock an identifier (an account, or an unknown identifier, so that
 * both look the same) for that address for 15 minutes. Its owner elsewhere is not locked out (`lockout.ts`).
 */
export const FAILED_SIGN_IN_LIMIT = 5;
export const LOCKOUT_MS = 15 * MINUTE_MS;

/**
 * Across addresses, per identifier and hour: 10 attempts from addresses it never signed in from go unhindered, then
 * each further one waits a delay doubling from 1 second to at most a minute. That caps guessing spread over many
 * addresses at about 75 attempts an hour (ASVS asks for at most 100), and never keeps the owner out for long.
 */
export const PACE_WINDOW_MS = 60 * MINUTE_MS;
export const PACE_FREE_ATTEMPTS = 10;
export const PACE_FIRST_DELAY_MS = 1000;
export const PACE_MAX_DELAY_MS = MINUTE_MS;

/** An address an account signed in from (or reset its password from) is spared the pace for 90 days. */
export const TRUSTED_ADDRESS_MS = 90 * 24 * 60 * MINUTE_MS;

/** Per client address, for sign-in, registration, recovery and codes; the count itself is configuration. */
export const ADDRESS_WINDOW_MS = 15 * MINUTE_MS;

/** One-time codes by text message: 6 digits, 10 minutes, single use, 5 guesses, 3 sends per 15 minutes per number. */
export const CODE_DIGITS = 6;
export const CODE_LIFETIME_MS = 10 * MINUTE_MS;
export const CODE_MAX_GUESSES = 5;
export const CODE_SENDS_PER_WINDOW = 3;
export const CODE_SEND_WINDOW_MS = 15 * MINUTE_MS;

/** Links sent by e-mail. */
export const EMAIL_VERIFICATION_LIFETIME_MS = 48 * 60 * MINUTE_MS;
export const PASSWORD_RESET_LIFETIME_MS = 60 * MINUTE_MS;
/** Reset mails one mailbox receives per hour, however often its address is typed in (anyone can type it). */
export const PASSWORD_RESET_MAILS_PER_WINDOW = 3;
export const PASSWORD_RESET_MAIL_WINDOW_MS = 60 * MINUTE_MS;
/** The link that lets an invited staff member choose their password. */
export const STAFF_REGISTRATION_LIFETIME_MS = 48 * 60 * MINUTE_MS;

/** The state of an OIDC round trip (the user is at the provider meanwhile). */
export const OIDC_STATE_LIFETIME_MS = 10 * MINUTE_MS;
