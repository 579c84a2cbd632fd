import { defineEnum } from './define-enum.ts';

/** Where a family's message to the staff stands: waiting for the staff (someone has to act) or answered. */
export const contactMessageStatuses = defineEnum('contactMessageStatus', ['open', 'answered'], {
  tones: { open: 'warning', answered: 'success' },
});
