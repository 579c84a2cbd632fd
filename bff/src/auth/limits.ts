/** The limits of sign-in, in one place (issue: identity end to end). */
export const MINUTE_MS = 60 * 1000;

/** Five failed attempts lock an account (or an unknown identifier, so that both look the same) for 15 minutes. */
export const FAILED_SIGN_IN_LIMIT = 5;
export const LOCKOUT_MS = 15 * MINUTE_MS;

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

/** The state of an OIDC round trip (the user is at the provider meanwhile). */
export const OIDC_STATE_LIFETIME_MS = 10 * MINUTE_MS;
