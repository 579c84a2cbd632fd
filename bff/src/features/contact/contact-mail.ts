import { DEFAULT_LANGUAGE, isRole, ROLE_PATH_SEGMENT, routingRole, translate, type Language } from '@binome/schema';
import { translateFamily } from '@binome/schema/family-catalogs';
import type { MailMessage } from '../../messaging/mailer.ts';
import { escapeHtml } from '../../messaging/mail-templates.ts';

/** What a contact mail says of the person who wrote. */
export interface ContactPerson {
  name: string;
  email?: string;
  role?: string;
}

interface ContactMailParts {
  to: string;
  language: Language;
  subject: string;
  /** Paragraphs; the person's own text is kept as they wrote it (line breaks included). */
  paragraphs: string[];
}

function toMail({ to, language, subject, paragraphs }: ContactMailParts): MailMessage {
  const text = paragraphs.join('\n\n');
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family: system-ui, sans-serif; line-height: 1.5">` +
    paragraphs.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`).join('') +
    `</body></html>`;
  return { to, subject, text, html };
}

/** To the staff address: who wrote, what, and where to answer. In French, the association's working language. */
export function newMessageMail(to: string, sender: ContactPerson, message: { subject: string; text: string }, staffLink: string): MailMessage {
  const language = DEFAULT_LANGUAGE;
  const t = (key: string, params: Record<string, string> = {}) => translateFamily(language, `contactMail.newMessage.${key}`, params);
  const role = sender.role && isRole(sender.role) ? translate(language, `enums.role.${sender.role}`) : '';
  return toMail({
    to,
    language,
    subject: t('subject', { name: sender.name, subject: message.subject }),
    paragraphs: [t('intro', { name: sender.name, role, email: sender.email ?? '' }), message.subject, message.text, t('action', { link: staffLink })],
  });
}

/** To the sender: the staff's answer, in their language, with the way back to their messages. */
export function answerMail(to: string, language: Language, sender: ContactPerson, message: { subject: string; answer: string }, link: string): MailMessage {
  const t = (key: string, params: Record<string, string> = {}) => translateFamily(language, `contactMail.answered.${key}`, params);
  return toMail({
    to,
    language,
    subject: t('subject', { subject: message.subject }),
    paragraphs: [
      t('greeting', { name: sender.name }),
      t('intro', { subject: message.subject }),
      message.answer,
      t('action', { link }),
      translateFamily(language, 'auth.mail.signature'),
    ],
  });
}

/** The sender's contact page (`/tutor/contact`, `/parent/contact`, `/student/contact`). */
export function contactPagePath(role: string | undefined): string {
  return role && isRole(role) ? `/${ROLE_PATH_SEGMENT[routingRole(role)]}/contact` : '/';
}
