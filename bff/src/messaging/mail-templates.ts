import type { Language } from '@binome/schema';
import { translateFamily } from '@binome/schema/family-catalogs';
import type { MailMessage } from './mailer.ts';

/** The mails of sign-in, in French and English: the texts live in the schema's catalogs (`auth.mail.*`). */
export type MailKind = 'verifyEmail' | 'resetPassword' | 'passwordChanged' | 'finishStaffRegistration' | 'welcomeTutor' | 'welcomeParent';

export function composeMail(kind: MailKind, language: Language, to: string, params: { name: string; link?: string; hours?: number }): MailMessage {
  const t = (key: string) => translateFamily(language, `auth.mail.${kind}.${key}`, { ...params, link: params.link ?? '' });
  const paragraphs = [t('greeting'), t('body'), ...(params.link ? [params.link] : []), t('ignore'), translateFamily(language, 'auth.mail.signature')];
  const text = paragraphs.join('\n\n');
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family: system-ui, sans-serif; line-height: 1.5">` +
    paragraphs
      .map((paragraph) =>
        paragraph === params.link ? `<p><a href="${escapeHtml(paragraph)}">${escapeHtml(t('action'))}</a></p>` : `<p>${escapeHtml(paragraph)}</p>`,
      )
      .join('') +
    `</body></html>`;
  return { to, subject: t('subject'), text, html };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
