import { createMongoAbility } from '@casl/ability';
import { NEVER_PARTNER_SCOPES, PARTNER_SCOPE_RESOURCES, USER_VIEW_SUBJECTS, type AppAbility, type AppRawRule } from '@binome/schema';
import type { Store, StoredDocument } from '../../store/store.ts';
import { randomToken, sha256 } from '../secrets.ts';

/**
 * Partner API keys: shown once at creation, stored as a SHA-256 (a key is 32 random bytes, so a fast hash is
 * enough), scoped to resources with read or write access, revocable. The `api-key` header carries them.
 */
export const API_KEYS_COLLECTION = 'apiKeys';

export interface ApiKeyScope {
  resource: string;
  access: 'read' | 'write';
}

export async function createApiKey(store: Store, input: { name: string; scopes: ApiKeyScope[]; createdBy: string; now: Date }) {
  const id = crypto.randomUUID();
  const key = `bnm_${randomToken(32)}`;
  const document: StoredDocument = {
    _id: id,
    name: input.name,
    prefix: key.slice(0, 10),
    keyHash: await sha256(key),
    scopes: input.scopes,
    createdAt: input.now.toISOString(),
    createdBy: input.createdBy,
    revokedAt: null,
    lastUsedAt: null,
  };
  await store.collection(API_KEYS_COLLECTION).insertOne(document);
  return { key, record: publicView(document) };
}

/** The live key of a header value, or undefined. */
export async function findLiveKey(store: Store, key: string): Promise<StoredDocument | undefined> {
  if (!/^bnm_[A-Za-z0-9_-]{43}$/.test(key)) return undefined;
  const found = await store.collection(API_KEYS_COLLECTION).findOne({ keyHash: await sha256(key), revokedAt: null });
  return found ?? undefined;
}

/**
 * The fields a person signs in and recovers their password with. A partner never changes them on an existing
 * person: writing an e-mail of their own, then asking for a password reset, would take the account over.
 */
const SIGN_IN_IDENTIFIERS = ['contactDetails', 'contactDetails.email', 'contactDetails.phoneNumber'];

/** Which resources a key may hold: one list with the keys screen's choices (schema's partner-scopes.ts). */
export { PARTNER_SCOPE_RESOURCES };

/** What a key may do: read (list, get, export) or write (create, update, delete) the resources of its scopes. */
export function abilityOfScopes(scopes: readonly ApiKeyScope[]): AppAbility {
  // Checked again here: a key stored before a resource joined the list above loses it at once.
  const rules: AppRawRule[] = scopes
    .filter((scope) => !NEVER_PARTNER_SCOPES.has(scope.resource))
    .map((scope) => ({
      action: scope.access === 'read' ? ['read', 'export'] : ['create', 'update', 'delete'],
      subject: scope.resource,
    }));
  rules.push({ action: 'update', subject: [...USER_VIEW_SUBJECTS], fields: SIGN_IN_IDENTIFIERS, inverted: true });
  return createMongoAbility(rules) as AppAbility;
}

/** A key as the list shows it: never the key or its hash. */
export function publicView(document: StoredDocument) {
  return {
    id: document._id,
    name: String(document.name),
    prefix: String(document.prefix),
    scopes: document.scopes as ApiKeyScope[],
    createdAt: String(document.createdAt),
    createdBy: String(document.createdBy),
    revokedAt: typeof document.revokedAt === 'string' ? document.revokedAt : null,
    lastUsedAt: typeof document.lastUsedAt === 'string' ? document.lastUsedAt : null,
  };
}
