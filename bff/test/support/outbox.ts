import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text messages the outbox holds for a number, oldest first. */
export async function textMessagesTo(outbox: string, phoneNumber: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.includes('-sms-')).sort();
  const contents = await Promise.all(files.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return contents.filter((content) => content.startsWith(`To: ${phoneNumber}\n`));
}

/** The 6-digit code of the newest text message to a number. */
export async function latestCodeTo(outbox: string, phoneNumber: string): Promise<string> {
  const code = (await textMessagesTo(outbox, phoneNumber)).at(-1)?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code sent to ${phoneNumber}`);
  return code;
}

/**
 * The token of the newest mailed link to `path` (`/reset-password`, `/verify-email`) sent to an address, waiting up to
 * 10 s for one (other than `previous`, a link mailed before): some mails leave after the answer (password recovery).
 */
export async function latestLinkTokenTo(outbox: string, email: string, linkPath: string, previous?: string): Promise<string> {
  const pattern = new RegExp(`${linkPath.replace(/[/\\-]/g, '\\$&')}\\?token=([\\w-]+)`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [])).filter((name) => !name.includes('-sms-')).sort();
    const contents = await Promise.all(files.map((name) => readFile(path.join(outbox, name), 'utf8')));
    const token = contents
      .filter((content) => content.includes(email))
      .at(-1)
      ?.match(pattern)?.[1];
    if (token && token !== previous) return token;
    if (Date.now() > deadline) throw new Error(`No ${linkPath} link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
