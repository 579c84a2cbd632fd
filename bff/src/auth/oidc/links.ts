/** Accounts linked to a provider, keyed on issuer + subject (never on an e-mail): the `externalSignIns` resource. */
export const EXTERNAL_SIGN_INS = 'externalSignIns';
/** The short-lived state of each round trip to a provider (PKCE verifier, nonce, intent), stored under its hash. */
export const OIDC_STATES = 'oidcStates';
/** Binds the round trip to the browser that started it, against login CSRF. */
export const OIDC_STATE_COOKIE = 'oidc-state';
