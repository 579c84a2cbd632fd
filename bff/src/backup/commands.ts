import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../env.ts';
import { backupEmbeddedStore } from './backup.ts';
import { restoreEmbeddedStore } from './restore.ts';
import { BackupRefused } from './backup-refused.ts';

type Environment = Record<string, string | undefined>;
type Output = Pick<Console, 'info' | 'error'>;

const MONGO_WAY =
  "MONGODB_URI is set: the store is MongoDB, whose backups are mongodump --archive --gzip and mongorestore (or the hosting's snapshots); see the README.";

/** `npm run backup -- --out FILE`: the embedded store of DATA_DIR into one file. Answers the exit code. */
export async function runBackupCommand(args: string[], environment: Environment, output: Output = console): Promise<number> {
  return run(output, async () => {
    const { out } = option(args, 'out', 'npm run backup -- --out FILE');
    const { dataDirectory, from: base } = locations(environment);
    const target = path.resolve(base, out);
    const summary = await backupEmbeddedStore({ dataDirectory, out: target });
    const when = summary.atOneInstant ? 'the store at one instant' : 'each collection a moment apart, under writes that did not pause';
    output.info(`Backed up ${summary.collections.length} collections and ${summary.files.length} uploaded files of ${dataDirectory} to ${target} (${when}).`);
  });
}

/** `npm run restore -- --from FILE`: a backup into DATA_DIR, which must be empty. Answers the exit code. */
export async function runRestoreCommand(args: string[], environment: Environment, output: Output = console): Promise<number> {
  return run(output, async () => {
    const { from } = option(args, 'from', 'npm run restore -- --from FILE');
    const { dataDirectory, from: base } = locations(environment);
    const source = path.resolve(base, from);
    const manifest = await restoreEmbeddedStore({ dataDirectory, from: source });
    const files = manifest.entries.filter((entry) => entry.path.startsWith('files/')).length;
    output.info(
      `Restored the backup of ${manifest.createdAt} (${manifest.entries.length - files} collections, ${files} uploaded files) into ${dataDirectory}. Start the server on it.`,
    );
  });
}

async function run(output: Output, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    // A refusal says all there is to say; anything else is unexpected and keeps its stack for a bug report.
    output.error(error instanceof BackupRefused ? error.message : error);
    return 1;
  }
}

function option<Name extends 'out' | 'from'>(args: string[], name: Name, usage: string): Record<Name, string> {
  let value: string | undefined;
  try {
    value = parseArgs({ args, options: { [name]: { type: 'string' } }, strict: true }).values[name] as string | undefined;
  } catch (error) {
    throw new BackupRefused(`${(error as Error).message}. Usage: ${usage}`);
  }
  if (!value) throw new BackupRefused(`Usage: ${usage}`);
  return { [name]: value } as Record<Name, string>;
}

/**
 * DATA_DIR as the server reads it, and the directory relative paths start from: npm runs workspace scripts inside
 * the workspace, so a relative path means the directory npm was started from (INIT_CWD), as for `npm start`.
 */
function locations(environment: Environment): { dataDirectory: string; from: string } {
  const env = readEnv(environment);
  if (env.MONGODB_URI) throw new BackupRefused(MONGO_WAY);
  const from = environment.INIT_CWD ?? process.cwd();
  return { dataDirectory: path.resolve(from, env.DATA_DIR), from };
}
