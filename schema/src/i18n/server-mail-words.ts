import frAuthMail from './fr/auth-mail.json' with { type: 'json' };
import enAuthMail from './en/auth-mail.json' with { type: 'json' };
import type { Language } from '../constants.ts';
import type { Catalog } from './catalog-merge.ts';

/**
 * The sign-in mails the server writes (`auth.mail.*`): no screen shows them, so neither app's first page carries
 * them; the server reads them through `translateFamily` (FAMILY_CATALOGS).
 */
export const SERVER_MAIL_WORDS: Record<Language, Catalog> = { fr: frAuthMail, en: enAuthMail };
