import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readEnv } from './env.ts';

const env = readEnv(process.env);
const server = serve({ fetch: createApp().fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.info(`Binôme BFF listening on http://${info.address}:${info.port}/v1 (try /v1/health)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
