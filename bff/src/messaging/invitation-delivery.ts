import { INVITATION_LINK_HOURS, invitationAddressOf, invitationChannelOf, type InvitationChannel } from '@binome/schema';
import type { AppDependencies } from '../http/context.ts';
import { publicUrlOf } from '../env.ts';
import { newId } from '../resources/documents.ts';
import { INVITATIONS_COLLECTION, invitationRefusalFor, type InvitationState } from '../resources/invitations.ts';
import { issueLinkToken } from '../auth/one-time-secrets.ts';
import { languageOf } from './language.ts';
import { composeInvitationMail, composeInvitationText } from './invitation-message.ts';
import { runPeriodically, type PeriodicTask } from '../runtime/periodic-task.ts';

/** What sending an invitation uses. */
export type DeliveryPorts = Pick<AppDependencies, 'store' | 'env' | 'mailer' | 'sms' | 'log' | 'now'>;

const HOUR_MS = 60 * 60 * 1000;
/** A sender holds a row this long; past it (the process died, the mail server hung), the next pass takes it over. */
export const DELIVERY_LEASE_MS = 2 * 60 * 1000;
/** After this many failed tries (about 20 minutes of passes) the row is given up and logged; staff may resend. */
const MAX_ATTEMPTS = 10;
/** How long the request that queued an invitation waits for it to leave before answering. */
const WAIT_IN_REQUEST_MS = 5000;
/** How often a running server sends what is still queued (after a crash, or a mail server that was down). */
export const DELIVERY_PASS_INTERVAL_MS = 60 * 1000;

const available = (now: Date) => ({ $or: [{ claimedUntil: { $exists: false } }, { claimedUntil: { $lte: now.toISOString() } }] });

/**
 * Sends one queued invitation: claims the row (compare-and-set, so two senders never both send it), makes the link
 * (a 48 h, single-use password link: any earlier one of the person stops working), sends the mail, or the text
 * message when there is only a phone, then marks the row sent. Answers whether it sent.
 */
export async function deliverInvitation(ports: DeliveryPorts, userId: string): Promise<boolean> {
  const now = ports.now();
  const invitations = ports.store.collection(INVITATIONS_COLLECTION);
  const claim = newId();
  const row = await invitations.findOneAndUpdate(
    { _id: userId, state: 'queued', ...available(now) },
    { $set: { claim, claimedUntil: new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString() }, $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  );
  if (!row) return false;
  const settle = (state: InvitationState, extra: Record<string, unknown> = {}) =>
    invitations.updateOne({ _id: userId, claim }, { $set: { state, settledAt: ports.now().toISOString(), ...extra }, $unset: { claim: '', claimedUntil: '' } });

  // Since it was queued, the person may have been deleted or closed, or have chosen a password.
  const person = await ports.store.collection('users').findOne({ _id: userId });
  if (!person || (await invitationRefusalFor(ports.store, person))) {
    await settle('cancelled');
    return false;
  }
  try {
    // The channel a parent chose for their child, else the record's own (e-mail first).
    const channel = (row.requestedChannel as InvitationChannel | undefined) ?? invitationChannelOf(person)!;
    const address = channel === 'email' ? emailOf(person) : invitationAddressOf({ contactDetails: { phoneNumber: phoneOf(person) } });
    if (!address) {
      await settle('cancelled');
      return false;
    }
    const token = await issueLinkToken(ports.store, 'resetPassword', userId, INVITATION_LINK_HOURS * HOUR_MS, now);
    const base = publicUrlOf(ports.env);
    const parent = await invitingParentOf(ports, person, row.invitedBy);
    // A child invited by their parent lands on a welcome rather than on 'new password' (`invitation=child`).
    const link = `${base}/reset-password?token=${token}${parent ? '&invitation=child' : ''}`;
    const words = { name: firstNameOf(person), link, hours: INVITATION_LINK_HOURS, loginUrl: `${base}/login`, ...(parent && { parent }) };
    const language = languageOf(person);
    if (channel === 'email') await ports.mailer.send(composeInvitationMail(language, address, words));
    else await ports.sms.send(address, composeInvitationText(language, words));
    await settle('sent', { channel });
    return true;
  } catch (error) {
    const attempts = Number(row.attempts);
    ports.log.error('Sending an invitation failed', {
      userId,
      attempts,
      willRetry: attempts < MAX_ATTEMPTS,
      error: error instanceof Error ? error.message : String(error),
    });
    // Otherwise the claim stays until its lease ends: the next pass tries again, a minute or two later.
    if (attempts >= MAX_ATTEMPTS) await settle('failed');
    return false;
  }
}

/**
 * Sends an invitation just queued, waiting at most a few seconds: the request then answers even if the mail server
 * hangs, and the delivery goes on (or the next pass takes it over). Never throws: the record is already saved.
 */
export async function deliverSoon(ports: DeliveryPorts, userId: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const delivery = deliverInvitation(ports, userId).catch((error: unknown) => {
    ports.log.error('Sending an invitation failed', { userId, error: error instanceof Error ? error.message : String(error) });
  });
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WAIT_IN_REQUEST_MS);
  });
  await Promise.race([delivery, patience]);
  clearTimeout(timer);
}

/**
 * One pass: sends what is queued and free (oldest first, a bounded batch), then forgets the rows settled longer
 * ago than a link lives (they only served the resend limit). Safe on several replicas at once: each row is claimed.
 */
export async function deliverQueuedInvitations(ports: DeliveryPorts, batch = 50): Promise<number> {
  const now = ports.now();
  const invitations = ports.store.collection(INVITATIONS_COLLECTION);
  const due = await invitations.find({ state: 'queued', ...available(now) }, { sort: { queuedAt: 1 }, limit: batch, projection: { _id: 1 } });
  let sent = 0;
  for (const row of due) if (await deliverInvitation(ports, row._id)) sent += 1;
  await invitations.deleteMany({ state: { $ne: 'queued' }, queuedAt: { $lt: new Date(now.getTime() - INVITATION_LINK_HOURS * HOUR_MS).toISOString() } });
  return sent;
}

/** Runs a pass at start (what a crash left queued) and then every minute, until `stop()`. */
export function scheduleInvitationDelivery(ports: DeliveryPorts, intervalMs = DELIVERY_PASS_INTERVAL_MS): PeriodicTask {
  return runPeriodically(
    intervalMs,
    async () => {
      const sent = await deliverQueuedInvitations(ports);
      if (sent > 0) ports.log.info('Queued invitations sent', { sent });
    },
    (error) => ports.log.error('Sending queued invitations failed', { error: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * The parent's name when the invitation is a parent's to their own child (the row's inviter is the child's
 * parent): the message then says who invites them rather than 'the association'.
 */
async function invitingParentOf(ports: DeliveryPorts, person: Record<string, unknown>, invitedBy: unknown): Promise<string | undefined> {
  const parentUserId = (person.studentPreferences as { parentUserId?: unknown } | undefined)?.parentUserId;
  if (typeof invitedBy !== 'string' || invitedBy !== parentUserId) return undefined;
  const parent = await ports.store.collection('users').findOne({ _id: invitedBy }, { projection: { contactDetails: 1 } });
  const contact = parent?.contactDetails as { firstName?: unknown; lastName?: unknown } | undefined;
  return [contact?.firstName, contact?.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') || undefined;
}

function emailOf(person: Record<string, unknown>): string | undefined {
  const email = (person.contactDetails as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

function phoneOf(person: Record<string, unknown>): string | undefined {
  const phone = (person.contactDetails as { phoneNumber?: unknown } | undefined)?.phoneNumber;
  return typeof phone === 'string' && phone !== '' ? phone : undefined;
}

function firstNameOf(person: Record<string, unknown>): string {
  return String((person.contactDetails as { firstName?: unknown } | undefined)?.firstName ?? '');
}
