import { z } from 'zod';

/**
 * Configuration from the environment, checked once at start. With nothing set, Binôme runs: port 8080 on the
 * local machine, the embedded store under ./data, demo data on first start. Names follow DESIGN.md; the mail,
 * sign-in provider and secret variables arrive with the features that use them.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  /** 127.0.0.1 keeps a development server off the network; a container sets 0.0.0.0. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where people reach Binôme; links in mails and the allowed origin of browsers. */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The embedded store's files (and later uploads and generated secrets). */
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** When set, MongoDB (a replica set: writes and their audit entries go in one transaction) replaces the embedded store. */
  MONGODB_URI: optionalText.pipe(z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://').optional()),
  MONGODB_DATABASE: z.string().trim().min(1).default('binome'),
  /** Loads demo accounts and data into an empty store. 'off' for a real deployment. */
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  /** The password of every demo account. */
  DEMO_PASSWORD: z.string().min(8).default('Binome-demo-2026!'),
  /** The one account allowed to delete pairs (section 6), by user id. Nobody when unset. */
  PAIR_DELETE_ACCOUNT_ID: optionalText,
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The public address, or the local one when none is configured. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
