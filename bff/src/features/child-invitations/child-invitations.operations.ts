import { ERROR_MESSAGES, INVITATION_REFUSALS, type InvitationChannel, students } from '@binome/schema';

/** The spec's invitation modes (section 5); `phone` goes as a text message. */
export type InvitationMode = 'email' | 'phone';
const CHANNEL_OF: Record<InvitationMode, InvitationChannel> = { email: 'email', phone: 'sms' };
const MODE_OF: Record<InvitationChannel, InvitationMode> = { email: 'email', sms: 'phone' };
import { Problem, problems } from '../../http/problems.ts';
import { deliverSoon, type DeliveryPorts } from '../../messaging/invitation-delivery.ts';
import { canOn } from '../../resources/access.ts';
import { toRecord } from '../../resources/documents.ts';
import { INVITATIONS_COLLECTION, invitationRefusalFor, queueInvitationAgain } from '../../resources/invitations.ts';
import { readableFilter, refusalOf, type OperationContext } from '../../resources/operations.ts';

/**
 * A parent invites their own child (section 5), through the same outbox, single-use links and resend limit as
 * the staff's invitations (`resources/invitations.ts`): only the channel is the parent's choice.
 */
/** A parent has a handful of children; the answer stays bounded whatever the store holds. */
const MAX_CHILDREN = 100;

export async function inviteChild(
  context: OperationContext,
  ports: DeliveryPorts,
  childId: string,
  mode: InvitationMode,
): Promise<{ mode: InvitationMode; state: 'sent' | 'queued' }> {
  const { signedIn, store, now } = context;
  const channel = CHANNEL_OF[mode];
  // Staff invite from the record page (`POST /v1/{view}/{id}/invitation`); this one speaks for a parent.
  if (signedIn.role !== 'parent' && signedIn.role !== 'parentProspect') throw problems.forbidden();
  // Another parent's child, or no child at all: 404, as a read would answer.
  const child = await store.collection(students.collection).findOne(readableFilter(context, students, { _id: childId }, 'read'));
  if (!child) throw problems.notFound();
  // Inviting is changing the child's account: the same rule as editing them (validated parents only, 2033).
  if (!canOn(signedIn.ability, 'update', students, toRecord(students, child))) throw refusalOf(signedIn.ability, 'update', students.name);
  const refusal = await invitationRefusalFor(store, child);
  if (refusal) throw new Problem(409, refusal, INVITATION_REFUSALS[refusal]);
  if (!addressFor(child.contactDetails, channel)) throw new Problem(409, 'invitationNotPossible', ERROR_MESSAGES.invitationNotPossible);
  const queued = await queueInvitationAgain(store, child._id, signedIn.userId, now, channel);
  if (!queued.queued)
    throw Object.assign(new Problem(429, 'invitationTooSoon', ERROR_MESSAGES.invitationTooSoon), { retryAfterSeconds: queued.retryAfterSeconds });
  await deliverSoon(ports, child._id);
  const row = await store.collection(INVITATIONS_COLLECTION).findOne({ _id: child._id }, { projection: { state: 1 } });
  return { mode, state: row?.state === 'sent' ? 'sent' : 'queued' };
}

export type ChildInvitationState = {
  userId: string;
  state: 'account' | 'none' | 'queued' | 'sent' | 'cancelled' | 'failed';
  mode?: InvitationMode;
  at?: string;
};

/** For each child the parent may read: has an account (chose a password), or where their last invitation stands. */
export async function childInvitationStates(context: OperationContext): Promise<ChildInvitationState[]> {
  const { signedIn, store } = context;
  if (signedIn.role !== 'parent' && signedIn.role !== 'parentProspect') throw problems.forbidden();
  const children = await store
    .collection(students.collection)
    .find(readableFilter(context, students, {}, 'read'), { projection: { _id: 1, hasChangedPassword: 1 }, limit: MAX_CHILDREN, sort: { _id: 1 } });
  const rows = await store.collection(INVITATIONS_COLLECTION).find({ _id: { $in: children.map((child) => child._id) } }, { limit: MAX_CHILDREN });
  const byId = new Map(rows.map((row) => [row._id, row]));
  return children.map((child) => {
    if (child.hasChangedPassword === true) return { userId: child._id, state: 'account' };
    const row = byId.get(child._id);
    if (!row) return { userId: child._id, state: 'none' };
    const channel = (row.channel ?? row.requestedChannel) as InvitationChannel | undefined;
    return {
      userId: child._id,
      state: row.state as ChildInvitationState['state'],
      ...(channel && { mode: MODE_OF[channel] }),
      ...(typeof row.queuedAt === 'string' && { at: row.queuedAt }),
    };
  });
}

function addressFor(contactDetails: unknown, channel: InvitationChannel): string | undefined {
  const contact = contactDetails as { email?: unknown; phoneNumber?: unknown } | undefined;
  const value = channel === 'email' ? contact?.email : contact?.phoneNumber;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
