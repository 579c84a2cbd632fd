/**
 * What an error report may carry about a person: their user id, nothing else (issue 12). A pure function over the
 * event's plain data, so that it is tested without the SDK and each app's `beforeSend` is this one.
 */

/** Keys whose values are personal, wherever they appear (compared without case, `-` or `_`). */
const PERSONAL_KEYS = new Set([
  'email',
  'emailaddress',
  'mail',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'displayname',
  'phone',
  'phonenumber',
  'mobile',
  'ipaddress',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'newpassword',
  'token',
]);
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** French numbers as people type them: 06 12 34 56 78, 06.12.34.56.78, 0612345678, +33 6 12 34 56 78. */
const PHONE = /(?:\+\d{1,3}[\s.-]?(?:\(0\))?[\s.-]?|\b0)[1-9](?:[\s.-]?\d{2}){4}\b/g;
/** One-time secrets in links (`/verify-email?token=…`, an OIDC `code`). */
const SECRET_PARAMETER = /([?&#](?:token|code|state|key)=)[^&#\s]*/gi;

export const REDACTED = '[redacted]';

/**
 * A string with e-mails, phone numbers and link secrets replaced, and the `known` personal words too (the signed-in
 * person's names: a name in free text has no pattern, but the app knows whose it is).
 */
export function scrubText(text: string, known: readonly string[] = []): string {
  let scrubbed = text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED).replace(SECRET_PARAMETER, `$1${REDACTED}`);
  for (const word of known) if (word.trim().length >= 2) scrubbed = scrubbed.replace(new RegExp(escapeRegExp(word.trim()), 'giu'), REDACTED);
  return scrubbed;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''));

/** A deep copy of `value` without personal keys and with every string scrubbed. */
export function scrubValue(value: unknown, known: readonly string[] = [], depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value, known);
  // Deeper than an event ever nests: cut rather than walk a cycle.
  if (value === null || typeof value !== 'object' || depth > 12) return typeof value === 'object' ? null : value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, known, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!isPersonalKey(key)) copy[key] = scrubValue(item, known, depth + 1);
  return copy;
}

interface EventLike {
  user?: { id?: unknown } & Record<string, unknown>;
  request?: { url?: string; headers?: Record<string, string> } & Record<string, unknown>;
}

/**
 * The event to send: the user reduced to its id; the request reduced to its URL (secrets out) and the browser's
 * user agent (no cookies, body or query string); every other string scrubbed of e-mails and phone numbers, and keys
 * such as `email`, `firstName`, `lastName`, `phoneNumber` dropped, in breadcrumbs, extras, contexts and messages.
 */
export function scrubEvent<T extends object>(event: T, known: readonly string[] = []): T {
  const { user, request, ...rest } = event as T & EventLike;
  const scrubbed = scrubValue(rest, known) as Record<string, unknown>;
  if (user && (typeof user.id === 'string' || typeof user.id === 'number')) scrubbed.user = { id: String(user.id) };
  if (request) {
    const userAgent = request.headers?.['User-Agent'] ?? request.headers?.['user-agent'];
    scrubbed.request = {
      ...(typeof request.url === 'string' && { url: scrubText(request.url.split('?')[0]!.split('#')[0]!, known) }),
      ...(userAgent && { headers: { 'User-Agent': userAgent } }),
    };
  }
  return scrubbed as T;
}
