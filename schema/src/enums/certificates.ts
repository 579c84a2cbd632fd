import { defineEnum } from './define-enum.ts';

/** The languages a volunteer certificate is written in. */
export const certificateLanguages = defineEnum('certificateLanguage', ['fr', 'en']);

/** A certificate is valid from its issue until staff revoke it; a verification then says it is revoked. */
export const certificateStatuses = defineEnum('certificateStatus', ['valid', 'revoked'], {
  tones: { valid: 'success', revoked: 'danger' },
});
