import type { Store, StoredDocument } from '../../store/store.ts';
import type { Env } from '../../env.ts';
import { randomToken, sha256 } from '../../auth/secrets.ts';
import { sessionLinkKey } from '../session-links/link-key.ts';
import { openId, sealId, type SealedId } from '../session-links/link-crypto.ts';

/** One feed per person: the secret's hash to find it, and the secret sealed so that its owner can see it again. */
export const CALENDAR_FEEDS_COLLECTION = 'calendarFeeds';

/** No entity describes a feed (no route serves it): this file alone writes it, in this shape. */
interface FeedDocument extends StoredDocument {
  tokenHash: string;
  sealed: SealedId;
  createdAt: string;
}

/** The person's feed secret, made at the first request. */
export async function feedSecretOf(store: Store, env: Env, userId: string, now: Date): Promise<string> {
  const feeds = store.collection(CALENDAR_FEEDS_COLLECTION);
  const known = (await feeds.findOne({ _id: userId })) as FeedDocument | null;
  if (known) {
    const secret = await openId(await sessionLinkKey(store, env), known.sealed);
    if (secret) return secret;
  }
  return renewFeedSecret(store, env, userId, now);
}

/** A new secret: the previous URL stops working at once. */
export async function renewFeedSecret(store: Store, env: Env, userId: string, now: Date): Promise<string> {
  const secret = randomToken(32);
  const document: FeedDocument = {
    _id: userId,
    tokenHash: await sha256(secret),
    sealed: await sealId(await sessionLinkKey(store, env), secret),
    createdAt: now.toISOString(),
  };
  await store
    .collection(CALENDAR_FEEDS_COLLECTION)
    .replaceOne({ _id: userId }, document)
    .then(async (result) => {
      if (result.matchedCount === 0) await store.collection(CALENDAR_FEEDS_COLLECTION).insertOne(document);
    });
  return secret;
}

/** Whose feed a secret opens, if any. */
export async function feedOwner(store: Store, secret: string): Promise<string | null> {
  const feed = await store.collection(CALENDAR_FEEDS_COLLECTION).findOne({ tokenHash: await sha256(secret) }, { projection: { _id: 1 } });
  return feed?._id ?? null;
}

export async function hasFeed(store: Store, userId: string): Promise<boolean> {
  return (await store.collection(CALENDAR_FEEDS_COLLECTION).findOne({ _id: userId }, { projection: { _id: 1 } })) !== null;
}
