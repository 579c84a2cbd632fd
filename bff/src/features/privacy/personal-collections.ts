import { RESOURCES, type Resource } from '@binome/schema';
import { AUDIT_COLLECTION } from '../../audit/audit-log.ts';
import { SECURITY_LOG_COLLECTION } from '../../audit/security-log.ts';
import { SESSIONS_COLLECTION } from '../../auth/sessions.ts';
import { CREDENTIALS_COLLECTION } from '../../auth/credentials.ts';
import { LINK_TOKENS_COLLECTION, PHONE_CODES_COLLECTION } from '../../auth/one-time-secrets.ts';
import { THROTTLE_COLLECTION } from '../../auth/throttle.ts';
import { EXTERNAL_SIGN_INS, OIDC_STATES } from '../../auth/oidc/links.ts';
import { API_KEYS_COLLECTION } from '../../auth/api-keys/api-keys.ts';
import { CALENDAR_FEEDS_COLLECTION } from '../calendar-feed/feed-secret.ts';
import { INVITATIONS_COLLECTION } from '../../resources/invitations.ts';
import { ATTEMPTS_COLLECTION, WATCH_COLLECTION } from '../onboarding/onboarding.operations.ts';
import { PROGRESS_COLLECTION } from '../training/training.operations.ts';
import { SESSION_JOINS_COLLECTION } from '../session-links/session-links.operations.ts';
import { wordsIndex } from '../../resources/indexes.ts';
import type { IndexSpec } from '../../store/store.ts';

/**
 * Collections whose documents only serve to sign in or reach someone (sessions, password hashes, one-time links and
 * codes, invitations, calendar feed secrets, sign-in counters): an erased person's are deleted, not pseudonymised.
 */
export const SECRET_COLLECTIONS: readonly string[] = [
  SESSIONS_COLLECTION,
  CREDENTIALS_COLLECTION,
  LINK_TOKENS_COLLECTION,
  PHONE_CODES_COLLECTION,
  THROTTLE_COLLECTION,
  OIDC_STATES,
  CALENDAR_FEEDS_COLLECTION,
  INVITATIONS_COLLECTION,
  WATCH_COLLECTION,
  EXTERNAL_SIGN_INS,
];

/**
 * Every collection the BFF writes that may name a person: the resources' collections and the BFF's own. Erasure
 * goes through all of them (the person's name may be in any free text or snapshot); a new collection that holds
 * personal data belongs here, and the erasure test searches the same list.
 */
export function personalCollections(): string[] {
  const resources = (RESOURCES as readonly Resource[]).map((resource) => resource.entity.collection);
  return [
    ...new Set([
      ...resources,
      AUDIT_COLLECTION,
      SECURITY_LOG_COLLECTION,
      API_KEYS_COLLECTION,
      ATTEMPTS_COLLECTION,
      PROGRESS_COLLECTION,
      SESSION_JOINS_COLLECTION,
      ...SECRET_COLLECTIONS,
    ]),
  ];
}

/** A words index on each personal collection: the erasure finds what names a person through it (mentions-filter.ts). */
export function personalWordIndexes(): IndexSpec[] {
  return personalCollections().map((collection) => wordsIndex(collection));
}

/**
 * Keys never exported nor kept: what proves an identity or opens an account. Matched on the key's name, at any depth.
 */
export const SECRET_KEY = /password|token|secret|hash|salt|otp/i;

/** The value without its secret keys, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
}
