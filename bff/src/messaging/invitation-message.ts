import { type Language } from '@binome/schema';
import { translateFamily as translate } from '@binome/schema/family-catalogs';
import type { MailMessage } from './mailer.ts';
import { escapeHtml } from './mail-templates.ts';

/** What an invitation says: who invites (the association), what Binôme is, the link, how long it works. */
export interface InvitationWords {
  /** The invited person's first name. */
  name: string;
  /** The link that lets them choose a password. */
  link: string;
  /** How long the link works. */
  hours: number;
  /** Where they sign in afterwards. */
  loginUrl: string;
  /** The parent who invites their child (texts under `familyChildren.mail`); the association otherwise. */
  parent?: string;
}

/** The invitation mail, in the person's language (texts under `auth.mail.invitation`). */
export function composeInvitationMail(language: Language, to: string, words: InvitationWords): MailMessage {
  const texts = words.parent ? 'familyChildren.mail' : 'auth.mail.invitation';
  const t = (key: string) => translate(language, `${texts}.${key}`, { ...words, email: to });
  const paragraphs = [
    t('greeting'),
    t('invitedBy'),
    t('about'),
    t('body'),
    words.link,
    t('next'),
    t('expired'),
    t('ignore'),
    translate(language, 'auth.mail.signature'),
  ];
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family: system-ui, sans-serif; line-height: 1.5">` +
    paragraphs
      .map((paragraph) =>
        paragraph === words.link ? `<p><a href="${escapeHtml(words.link)}">${escapeHtml(t('action'))}</a></p>` : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('') +
    `</body></html>`;
  return { to, subject: t('subject'), text: paragraphs.join('\n\n'), html };
}

/** The invitation by text message, for someone who has only a phone: one message with the link. */
export function composeInvitationText(language: Language, words: Pick<InvitationWords, 'link' | 'hours' | 'parent'>): string {
  return translate(language, words.parent ? 'familyChildren.sms.invitation' : 'auth.sms.invitation', words);
}
