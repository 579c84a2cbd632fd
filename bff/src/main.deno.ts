import path from 'node:path';
import { getConnInfo } from 'hono/deno';
import { readEnv, publicUrlOf } from './env.ts';
import { announceStart, startServer } from './boot/start.ts';
import { consoleLogger } from './runtime/console-logger.ts';
import { packageAssets } from './runtime/package-assets.ts';
import { builtWebApps } from './runtime/web-assets.ts';
import { PRIVATE_UMASK } from './runtime/private-files.ts';

/** The little of Deno's API this file uses, so that the Node type check knows it too. */
declare const Deno: {
  env: { toObject(): Record<string, string> };
  cwd(): string;
  serve(
    options: { port: number; hostname: string; onListen?: () => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): { shutdown(): Promise<void> };
  addSignalListener(signal: 'SIGINT' | 'SIGTERM', handler: () => void): void;
  exit(code: number): never;
  umask(mask: number): number;
};

// Every file and directory the process creates (store files, their compacted copies, the outbox) is the owner's
// only, whichever library creates it.
Deno.umask(PRIVATE_UMASK);

const variables = Deno.env.toObject();
const env = readEnv(variables);
const dataDirectory = path.resolve(Deno.cwd(), env.DATA_DIR);
const log = consoleLogger(env.LOG_LEVEL);
const { app, store, demo, close, startupJobs } = await startServer({
  env,
  dataDirectory,
  log,
  assets: packageAssets,
  webApps: builtWebApps,
  clientAddress: (context) => getConnInfo(context).remote.address,
});

const server = Deno.serve(
  {
    port: env.PORT,
    hostname: env.HOST,
    onListen: () =>
      announceStart({
        env,
        url: publicUrlOf(env),
        storeKind: `${store.kind}, on Deno`,
        demo,
        log,
        production: variables.NODE_ENV === 'production',
        startupJobs,
      }),
  },
  app.fetch,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  Deno.addSignalListener(
    signal,
    () =>
      void server
        .shutdown()
        .then(close)
        .finally(() => Deno.exit(0)),
  );
}
