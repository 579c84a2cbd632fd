import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '../runtime/private-files.ts';

/**
 * The outbox: mails and text messages that would have been sent, one file each, newest last by name.
 * `node:fs` is available on Node and Deno alike.
 */
export async function writeToOutbox(directory: string, kind: 'mail' | 'sms', content: string): Promise<string> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const suffix = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);
  const file = path.join(directory, `${stamp}-${kind}-${suffix}.txt`);
  await writeFile(file, content, { encoding: 'utf8', mode: PRIVATE_FILE_MODE });
  return file;
}

/**
 * Deletes the outbox's files that name any of `identifiers` (an erased person's e-mail, phone, name: case
 * ignored), as a mail server keeps no copy of what it delivered. Answers how many went.
 */
export async function forgetInOutbox(directory: string, identifiers: readonly string[]): Promise<number> {
  const needles = identifiers.filter((identifier) => identifier.trim().length > 0).map((identifier) => identifier.toLowerCase());
  if (needles.length === 0) return 0;
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names.filter((entry) => entry.endsWith('.txt'))) {
    const file = path.join(directory, name);
    const content = (await readFile(file, 'utf8').catch(() => '')).toLowerCase();
    if (!needles.some((needle) => content.includes(needle))) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
