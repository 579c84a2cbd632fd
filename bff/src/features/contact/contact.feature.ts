import { contactMessages } from '@binome/schema';
import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { hooksFor } from '../../resources/write-hooks.ts';
import { contactMessageHooks } from './contact-message.hooks.ts';

/** The contact page's messages: their sender, their limit and the mail to the staff, on the generic create. */
export const contactFeature: FeatureDeclaration = {
  writeHooks: { contactMessages: hooksFor(contactMessages, contactMessageHooks) },
};
