import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package): the app sends to it over SMTP with
 * nodemailer, exactly as it would to a provider, and tests read what arrived.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // On close, the server waits this long for clients to hang up before it ends their connections (30 s by
    // default). A sender that pools its connections keeps one open while idle (session-reminders.test.ts sends
    // through a pool); closing comes once the test has read what it expects (each mail is in `mails` before its
    // sender hears it was accepted), so there is nothing left to wait for.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          const attachments = parsed.attachments.map((attachment) => ({
            filename: attachment.filename ?? '',
            contentType: attachment.contentType,
            content: attachment.content.toString('utf8'),
          }));
          mails.push({
            to: to ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The newest mail to `address` received after `since` mails had arrived, waiting up to 10 s for it. */
  async function nextMailTo(address: string, since = 0): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = mails
        .slice(since)
        .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()))
        .at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${address} (received: ${mails.map((mail) => mail.to).join(', ') || 'none'})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMailTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link of a mail's text that goes to `path`. */
export function linkIn(mail: CaughtMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`));
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
