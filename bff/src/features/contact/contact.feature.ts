import type { FeatureDeclaration } from '../../resources/feature-declaration.ts';
import { contactMessageHooks } from './contact-message.hooks.ts';

/** The contact page's messages: their sender, their limit and the mail to the staff, on the generic create. */
export const contactFeature: FeatureDeclaration = {
  writeHooks: { contactMessages: contactMessageHooks },
};
