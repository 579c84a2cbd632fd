import {
  INVITATION_RESEND_MINUTES,
  invitationRefusalOf,
  isStaffRole,
  USER_VIEW_SUBJECTS,
  type Entity,
  type InvitationChannel,
  type InvitationRefusal,
} from '@binome/schema';
import type { SignedIn } from '../http/context.ts';
import { DuplicateKeyError, type Store, type StoredDocument } from '../store/store.ts';
import { passwordHashOf } from '../auth/credentials.ts';

/**
 * Invitations of people created by staff, kept as an outbox in the store: one row per person, written in the same
 * transaction as the record it invites, so that a record never exists without its invitation nor an invitation
 * without its record. The row holds no link or token: the link is made when the message is sent
 * (`messaging/invitation-delivery.ts`), and a row is sent once, then marked; a crash before that mark leaves it
 * queued, and it is sent on the next pass.
 */
export const INVITATIONS_COLLECTION = 'invitations';

/** queued: to send; sent: done; cancelled: the person could no longer be invited when its turn came; failed: given up. */
export type InvitationState = 'queued' | 'sent' | 'cancelled' | 'failed';

export const RESEND_INTERVAL_MS = INVITATION_RESEND_MINUTES * 60 * 1000;

function queuedRow(userId: string, invitedBy: string, now: Date) {
  return { userId, invitedBy, queuedAt: now.toISOString(), state: 'queued' satisfies InvitationState, attempts: 0 };
}

/**
 * The hook of the generic create: when a staff member creates a person through a users view, queues their
 * invitation in the create's own transaction (`store` is the transaction's). Answers whether it did.
 * A partner key's creations are not invited (an import is not the association speaking to the person: staff send
 * the invitation from the record page when they are ready), nor are a family member's.
 */
export async function queueInvitationOnCreate(
  store: Store,
  context: { signedIn: SignedIn; now: Date },
  entity: Entity,
  document: StoredDocument,
): Promise<boolean> {
  if (!USER_VIEW_SUBJECTS.includes(entity.name) || !isStaffRole(context.signedIn.role)) return false;
  if (invitationRefusalOf(document)) return false;
  await store.collection(INVITATIONS_COLLECTION).insertOne({ _id: document._id, ...queuedRow(document._id, context.signedIn.userId, context.now) });
  return true;
}

/**
 * Why this stored person cannot be invited now. A record without `hasChangedPassword` (imported) has chosen a
 * password exactly when one is stored.
 */
export async function invitationRefusalFor(store: Store, person: StoredDocument): Promise<InvitationRefusal | undefined> {
  const notChosenYet = person.hasChangedPassword === false || (person.hasChangedPassword === undefined && !(await passwordHashOf(store, person._id)));
  return invitationRefusalOf({ ...person, hasChangedPassword: notChosenYet ? false : true });
}

/**
 * Queues the invitation again, at most once per `INVITATION_RESEND_MINUTES` per person whoever asks: one
 * compare-and-set on the time of the last one, so parallel requests cannot both pass. Answers the seconds to wait
 * when it is too soon.
 */
export async function queueInvitationAgain(
  store: Store,
  userId: string,
  invitedBy: string,
  now: Date,
  channel?: InvitationChannel,
): Promise<{ queued: true } | { queued: false; retryAfterSeconds: number }> {
  const invitations = store.collection(INVITATIONS_COLLECTION);
  // A parent chooses how their child is invited (section 5); staff's invitations follow the record.
  const row = { ...queuedRow(userId, invitedBy, now), ...(channel && { requestedChannel: channel }) };
  const lastAllowed = new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString();
  const requeued = await invitations.updateOne(
    { _id: userId, queuedAt: { $lte: lastAllowed } },
    { $set: row, $unset: { claim: '', claimedUntil: '', settledAt: '', channel: '', ...(!channel && { requestedChannel: '' }) } },
  );
  if (requeued.matchedCount === 1) return { queued: true };
  try {
    // Nobody was ever invited through this outbox (demo data, records older than it).
    await invitations.insertOne({ _id: userId, ...row });
    return { queued: true };
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  const last = await invitations.findOne({ _id: userId }, { projection: { queuedAt: 1 } });
  const next = Date.parse(String(last?.queuedAt)) + RESEND_INTERVAL_MS;
  return { queued: false, retryAfterSeconds: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) };
}
