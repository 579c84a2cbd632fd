import nodemailer from 'nodemailer';
import type { Logger } from '../http/logger.ts';
import { forgetInOutbox, writeToOutbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along (a session's `.ics`). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Sends mail. The app does not know whether it goes over SMTP or to the outbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Deletes the copies this mailer keeps of mails that name any of `identifiers` (an erased person's): the outbox's
   * files. A mailer that keeps none (SMTP) has nothing to forget.
   */
  forget?(identifiers: readonly string[]): Promise<void>;
}

/** Over SMTP with nodemailer (`SMTP_URL`, e.g. smtps://user:password@smtp.example.org:465). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP, mails are written as text files under `<DATA_DIR>/outbox` and announced in the log, so that
 * `npm start` works offline and a newcomer can follow a verification link.
 */
export function outboxMailer(outboxDirectory: string, from: string, log: Logger): Mailer {
  return {
    async send(message) {
      const attached = (message.attachments ?? []).flatMap((attachment) => ['', `--- ${attachment.filename} (${attachment.contentType})`, attachment.content]);
      const file = await writeToOutbox(
        outboxDirectory,
        'mail',
        [`From: ${from}`, `To: ${message.to}`, `Subject: ${message.subject}`, '', message.text, ...attached].join('\n'),
      );
      log.info('Mail written to the outbox (no SMTP_URL set)', { to: message.to, subject: message.subject, file });
    },
    async forget(identifiers) {
      await forgetInOutbox(outboxDirectory, identifiers);
    },
  };
}
