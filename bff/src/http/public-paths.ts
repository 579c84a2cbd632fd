/** Paths under /v1 that answer without a session: the platform's, and sign-in's except what needs a session. */
const PUBLIC_PATHS = new Set(['/v1/health', '/v1/ready', '/v1/resources', '/v1/openapi.json', '/v1/data-deletion-requests/submit']);
const SESSION_AUTH_PATHS = new Set(['/v1/auth/logout', '/v1/auth/change-password', '/v1/auth/update-password']);

export const isPublic = (path: string) =>
  PUBLIC_PATHS.has(path) ||
  (path.startsWith('/v1/auth/') && !SESSION_AUTH_PATHS.has(path)) ||
  path.startsWith('/v1/i18n/') ||
  // Calendar apps fetch a person's feed with its secret in the path, never with a session.
  path.startsWith('/v1/calendar/feeds/') ||
  // Whoever holds a volunteer certificate checks it by the code of its QR code.
  path.startsWith('/v1/verify/') ||
  path === '/v1/docs' ||
  path.startsWith('/v1/docs/');

/**
 * The public answers that are the same for everyone and hold no personal data: the API's description, the
 * resource registry, health, catalogs and docs. Everything else may be cached by nobody.
 */
export const isPublicStatic = (path: string) =>
  ['/v1/openapi.json', '/v1/resources', '/v1/health', '/v1/docs'].includes(path) || path.startsWith('/v1/i18n/') || path.startsWith('/v1/docs/');
