/**
 * The kinds of events of the security log, in the order the staff screen's filter lists them: written by the server
 * (bff's audit/security-log.ts), filtered by `GET /v1/security-events`, named by the staff screen
 * (`staffSupport.security.kinds.*`). One list, so that a kind the server starts writing is one the screen can name.
 */
export const SECURITY_EVENT_KINDS = [
  'signIn',
  'signInFailed',
  'lockout',
  'signOut',
  'registration',
  'emailVerified',
  'passwordChanged',
  'passwordResetRequested',
  'passwordReset',
  'codeSent',
  'invitationSent',
  'codeRejected',
  'providerLinked',
  'apiKeyCreated',
  'apiKeyRevoked',
  'apiKeyUsed',
  'accessRefused',
  'rateLimited',
  'dataDeletionRequested',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];
