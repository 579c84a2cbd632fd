/** An event of `GET /v1/security-events`. */
export interface SecurityEventRow {
  id: string;
  at: string;
  kind: string;
  userId: string | null;
  userName: string | null;
  identifier: string | null;
  clientAddress: string | null;
  path: string;
  details: Record<string, unknown>;
}

/** The kinds the server writes, in the order the filter lists them (one list, in the schema). */
export { SECURITY_EVENT_KINDS } from '@binome/schema';

const WARNINGS = new Set(['signInFailed', 'codeRejected', 'rateLimited']);
const ALERTS = new Set(['lockout', 'accessRefused', 'apiKeyRevoked']);

/** A tag colour that lets refusals and lockouts stand out in a long log (the words say it too). */
export function securityEventTone(kind: string): string {
  if (ALERTS.has(kind)) return 'red';
  if (WARNINGS.has(kind)) return 'orange';
  return 'default';
}
