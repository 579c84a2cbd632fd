import { runRestoreCommand } from './backup/commands.ts';
import { PRIVATE_UMASK } from './runtime/private-files.ts';

// The restored files are the owner's only, as the server keeps them (directories 0700, files 0600).
process.umask(PRIVATE_UMASK);
process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env);
