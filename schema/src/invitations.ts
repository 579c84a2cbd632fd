import { normaliseUserStatus, type UserStatus } from './enums/user-status.ts';
import { ERROR_MESSAGES } from './catalogue.ts';

/**
 * Invitations: a person created by staff has no password; a mail (or a text message when they have only a phone)
 * brings them a link to choose one. The BFF decides with these functions and the staff app shows its 'Resend
 * invitation' button with the same ones.
 */

/** How long the link of an invitation works (once). */
export const INVITATION_LINK_HOURS = 48;
/** At most one invitation per person in this time, whoever asks, so that nobody can flood a mailbox or a phone. */
export const INVITATION_RESEND_MINUTES = 5;

/**
 * Statuses whose owner may not sign in (closed accounts and the ones kept without use, as the BFF's sign-in
 * refuses them): inviting them would only send a link that leads to a refusal.
 */
export const STATUSES_WITHOUT_SIGN_IN = [
  'deactivated',
  'deleted',
  'suspended',
  'archived',
  'commitment-end',
  'preemptive-end',
] as const satisfies readonly UserStatus[];

export type InvitationChannel = 'email' | 'sms';

/** What an invitation needs to know of a person: a record as the API or the store has it. */
export interface InvitablePerson {
  status?: unknown;
  /** `{ email?, phoneNumber? }`. */
  contactDetails?: unknown;
  /** False until the person chooses a password (a temporary one given by staff does not count). */
  hasChangedPassword?: unknown;
  [field: string]: unknown;
}

/** By mail when the person has an e-mail, else by text message; nothing without either. */
export function invitationChannelOf(person: InvitablePerson): InvitationChannel | undefined {
  const contact = person.contactDetails as { email?: unknown; phoneNumber?: unknown } | undefined;
  if (typeof contact?.email === 'string' && contact.email !== '') return 'email';
  if (typeof contact?.phoneNumber === 'string' && contact.phoneNumber !== '') return 'sms';
  return undefined;
}

/** Where the invitation goes: the e-mail address or the phone number its channel names. */
export function invitationAddressOf(person: InvitablePerson): string | undefined {
  const channel = invitationChannelOf(person);
  if (!channel) return undefined;
  const contact = person.contactDetails as { email: string; phoneNumber: string };
  return channel === 'email' ? contact.email : contact.phoneNumber;
}

export const INVITATION_REFUSALS = {
  /** The person already chose their password: they sign in, or use 'forgotten password'. */
  invitationAlreadyAccepted: ERROR_MESSAGES.invitationAlreadyAccepted,
  /** The account may not sign in (closed, suspended…) or has neither e-mail nor phone. */
  invitationNotPossible: ERROR_MESSAGES.invitationNotPossible,
} as const;
export type InvitationRefusal = keyof typeof INVITATION_REFUSALS;

/**
 * Why this person cannot be invited now, or undefined when they can. Only `hasChangedPassword === false` counts as
 * 'not chosen yet': a record that does not say is treated as having chosen (the BFF first looks for a stored
 * password to decide those).
 */
export function invitationRefusalOf(person: InvitablePerson): InvitationRefusal | undefined {
  if (person.hasChangedPassword !== false) return 'invitationAlreadyAccepted';
  if ((STATUSES_WITHOUT_SIGN_IN as readonly unknown[]).includes(normaliseUserStatus(person.status))) return 'invitationNotPossible';
  if (!invitationChannelOf(person)) return 'invitationNotPossible';
  return undefined;
}
