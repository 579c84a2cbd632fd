import { mkdir, writeFile } from 'node:fs/promises';
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
