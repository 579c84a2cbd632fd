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
