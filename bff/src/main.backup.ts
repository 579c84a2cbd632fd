import { runBackupCommand } from './backup/commands.ts';
import { PRIVATE_UMASK } from './runtime/private-files.ts';

// The backup file and its staged copy hold the store's personal data: the owner's only, like DATA_DIR.
process.umask(PRIVATE_UMASK);
process.exitCode = await runBackupCommand(process.argv.slice(2), process.env);
