import { describe, expect, it } from 'vitest';
import { invitationAddressOf, invitationChannelOf, invitationRefusalOf, INVITATION_REFUSALS, translate } from '../src/index.ts';

const invited = { status: 'active', hasChangedPassword: false, contactDetails: { email: 'lea@example.org', phoneNumber: '+33612345678' } };

describe('invitations', () => {
  it('goes by mail when there is an e-mail, by text message when there is only a phone, nowhere without either', () => {
    expect(invitationChannelOf(invited)).toBe('email');
    expect(invitationAddressOf(invited)).toBe('lea@example.org');
    const phoneOnly = { ...invited, contactDetails: { phoneNumber: '+33612345678' } };
    expect(invitationChannelOf(phoneOnly)).toBe('sms');
    expect(invitationAddressOf(phoneOnly)).toBe('+33612345678');
    expect(invitationChannelOf({ contactDetails: {} })).toBeUndefined();
  });

  it('invites only people who have not chosen their password and may sign in', () => {
    expect(invitationRefusalOf(invited)).toBeUndefined();
    expect(invitationRefusalOf({ ...invited, status: 'on-hold' })).toBeUndefined();
    expect(invitationRefusalOf({ ...invited, status: 'pending' })).toBeUndefined();
    expect(invitationRefusalOf({ ...invited, hasChangedPassword: true })).toBe('invitationAlreadyAccepted');
    // A record that does not say is not invited: the BFF looks for a stored password first.
    expect(invitationRefusalOf({ ...invited, hasChangedPassword: undefined })).toBe('invitationAlreadyAccepted');
    for (const status of ['deactivated', 'deactiveted', 'deleted', 'suspended', 'archived', 'commitment-end', 'preemptive-end']) {
      expect(invitationRefusalOf({ ...invited, status }), status).toBe('invitationNotPossible');
    }
    expect(invitationRefusalOf({ ...invited, contactDetails: {} })).toBe('invitationNotPossible');
  });

  it('has a message for each refusal in both languages', () => {
    for (const key of Object.values(INVITATION_REFUSALS)) {
      expect(translate('fr', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(translate('fr', key));
    }
  });
});
