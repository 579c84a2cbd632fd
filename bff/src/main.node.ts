import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import path from 'node:path';
import { readEnv, publicUrlOf } from './env.ts';
import { announceStart, startServer } from './boot/start.ts';
import { consoleLogger } from './runtime/console-logger.ts';
import { packageAssets } from './runtime/package-assets.ts';
import { builtWebApps } from './runtime/web-assets.ts';
import { PRIVATE_UMASK } from './runtime/private-files.ts';

// Every file and directory the process creates (store files, their compacted copies, the outbox) is the owner's
// only, whichever library creates it.
process.umask(PRIVATE_UMASK);

// npm runs workspace scripts inside the workspace; a relative DATA_DIR means the directory npm was started from.
const env = readEnv(process.env);
const dataDirectory = path.resolve(process.env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
const log = consoleLogger(env.LOG_LEVEL);
const { app, store, demo, close, startupJobs } = await startServer({
  env,
  dataDirectory,
  log,
  assets: packageAssets,
  webApps: builtWebApps,
  clientAddress: (context) => getConnInfo(context).remote.address,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
  announceStart({ env, url: publicUrlOf(env), storeKind: store.kind, demo, log, production: process.env.NODE_ENV === 'production', startupJobs });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void close().finally(() => process.exit(0))));
}
