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

/** The token of the newest mailed link to `path` (`/reset-password`, `/verify-email`) sent to an address. */
export async function latestLinkTokenTo(outbox: string, email: string, linkPath: string): Promise<string> {
  const files = (await readdir(outbox).catch(() => [])).filter((name) => !name.includes('-sms-')).sort();
  const contents = await Promise.all(files.map((name) => readFile(path.join(outbox, name), 'utf8')));
  const pattern = new RegExp(`${linkPath.replace(/[/\\-]/g, '\\$&')}\\?token=([\\w-]+)`);
  const token = contents.filter((content) => content.includes(email)).at(-1)?.match(pattern)?.[1];
  if (!token) throw new Error(`No ${linkPath} link mailed to ${email}`);
  return token;
}
