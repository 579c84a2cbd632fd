import { normaliseUserStatus, STATUSES_WITHOUT_SIGN_IN } from '@binome/schema';
import type { Store, StoredDocument } from '../store/store.ts';

/**
 * Where the owner of a secret-bearing URL (calendar feed, join link, invitation, password reset, e-mail
 * verification, certificate code) stands:
 * - `usable`: the account may still be used, so its links work;
 * - `ended`: the relationship ended or is on hold (deactivated, archived, suspended, end of commitment): the person
 *   cannot sign in, so nothing they were handed keeps opening their data;
 * - `erased`: deleted, erased (GDPR) or gone from the store.
 * Checked at each use, not only when the link is made: a URL copied before the status changed dies with it.
 */
export type SecretLinkStanding = 'usable' | 'ended' | 'erased';

/** What the decision reads of a person; every caller projects at least these. */
export const OWNER_STANDING_PROJECTION = { status: 1, erasedAt: 1 } as const;

export function secretLinkStandingOf(owner: Readonly<Record<string, unknown>> | null | undefined): SecretLinkStanding {
  if (!owner || owner.erasedAt !== undefined) return 'erased';
  const status = normaliseUserStatus(owner.status);
  if (status === 'deleted') return 'erased';
  return (STATUSES_WITHOUT_SIGN_IN as readonly unknown[]).includes(status) ? 'ended' : 'usable';
}

/** The owner of a secret URL when it may still use it, else null: the one gate of every secret-URL handler. */
export async function usableSecretLinkOwner(store: Store, userId: string, projection?: Record<string, 1>): Promise<StoredDocument | null> {
  const owner = await store.collection('users').findOne({ _id: userId }, projection ? { projection: { ...projection, ...OWNER_STANDING_PROJECTION } } : {});
  return secretLinkStandingOf(owner) === 'usable' ? owner : null;
}

/** The owner's standing, for the one URL that outlives its owner's account (a certificate's code). */
export async function secretLinkStanding(store: Store, userId: string): Promise<SecretLinkStanding> {
  return secretLinkStandingOf(await store.collection('users').findOne({ _id: userId }, { projection: OWNER_STANDING_PROJECTION }));
}
