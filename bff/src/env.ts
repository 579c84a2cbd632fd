import { z } from 'zod';

/**
 * Configuration from the environment, checked once at start. With nothing set, Binôme runs: port 8080 on the
 * local machine, the embedded store under ./data, demo data on first start. Names follow DESIGN.md; every variable
 * is listed in the README.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    /** 127.0.0.1 keeps a development server off the network; a container sets 0.0.0.0. */
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** Where people reach Binôme; links in mails and the allowed origin of browsers. */
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The association's name, as its volunteer certificates print it. */
    ORGANISATION_NAME: z.string().trim().min(1).max(120).default('Binôme'),
    /** The embedded store's files (and later uploads and generated secrets). */
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** When set, MongoDB (a replica set: writes and their audit entries go in one transaction) replaces the embedded store. */
    MONGODB_URI: optionalText.pipe(
      z
        .string()
        .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
        .optional(),
    ),
    MONGODB_DATABASE: z.string().trim().min(1).default('binome'),
    /** Loads demo accounts and data into an empty store. 'off' for a real deployment. */
    DEMO_DATA: z.enum(['on', 'off']).default('on'),
    /** The password of every demo account. */
    DEMO_PASSWORD: z.string().min(8).default('Binome-demo-2026!'),
    /** The one account allowed to delete pairs (section 6), by user id. Nobody when unset. */
    PAIR_DELETE_ACCOUNT_ID: optionalText,
    LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
    /** Audit and security log entries older than this many days are deleted (at start, then every hour). */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),

    /** Signs the session cookies. Unset, one is generated at first start and kept in the store (so replicas share it). */
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    /** Encrypts the ids in session join links (AES-GCM): 32 bytes in base64. Generated once and kept in the store when unset. */
    SESSION_LINK_KEY: optionalText.pipe(
      z
        .base64({ error: 'must be 32 bytes in base64' })
        .refine((value) => base64Length(value) === 32, 'must be 32 bytes in base64')
        .optional(),
    ),
    /** When people are reminded of a session, before it starts: hours (`h`) or minutes (`m`), comma-separated. */
    SESSION_REMINDERS: z
      .string()
      .trim()
      .regex(/^\d{1,3}[hm](,\d{1,3}[hm])*$/, 'must look like 24h,1h')
      .default('24h,1h'),
    /**
     * How often frequent scheduled work runs at the longest (reminders, the reports of ended sessions, follow-ups; not
     * the hourly and daily upkeep), in seconds. Unset, the scheduler looks every 30 s and each job keeps its own period; set low only for tests and demos.
     */
    SCHEDULER_INTERVAL_SECONDS: optionalText.pipe(
      z.optional(
        z
          .string()
          .regex(/^\d+$/, 'must be a whole number of seconds')
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1)
              .max(24 * 60 * 60),
          ),
      ),
    ),
    /** Where a session's video room is opened when it has no link of its own (section 7: a room named from its date). */
    VIDEO_ROOM_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
    /** Behind one reverse proxy, the client address is the last hop of `X-Forwarded-For` (the one it added) (for per-address limits). */
    TRUST_PROXY: z.enum(['on', 'off']).default('off'),
    /** Writes to public routes (sign-in, registration, codes, recovery, data deletion) allowed per client address and 15 minutes. */
    AUTH_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    /** Reads of public routes allowed per client address and 15 minutes (the registration page polls every 3 s). */
    PUBLIC_READ_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(3000),
    /** Calls allowed per partner API key and minute (per window of `API_KEY_WINDOW_SECONDS`, when that is set). */
    API_KEY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    /**
     * How long, in seconds, a partner key's calls are counted together: a minute. Set shorter only for tests, so
     * that a test of a spent key's `Retry-After` does not sleep through most of a minute.
     */
    API_KEY_WINDOW_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    /** Lets a metrics scraper read `GET /v1/metrics` with `Authorization: Bearer <token>`. Unset, only administrators read them. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').regex(/^\S+$/, 'must hold no spaces').optional()),

    /** smtp(s)://user:password@host:port. Unset, mails are written to DATA_DIR/outbox and announced in the log. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('Binôme <no-reply@binome.localhost>'),
    /** The staff address that each message of the families' contact page is mailed to. Unset, no mail: the message waits in the staff app and the log says so. */
    CONTACT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),

    /** Text messages: 'outbox' writes them to DATA_DIR/outbox; 'brevo' sends them through Brevo's transactional SMS API. */
    SMS_PROVIDER: z.enum(['outbox', 'brevo']).default('outbox'),
    SMS_API_KEY: optionalText,
    /** The provider's address; only changed to test the adapter against a local server. */
    SMS_API_URL: z.url().default('https://api.brevo.com'),
    SMS_SENDER: z.string().trim().min(1).max(11).default('Binome'),

    /** The invisible bot check on sign-in and registration forms: off, or Cloudflare Turnstile (site key public, secret server-side). */
    BOT_CHECK: z.enum(['off', 'turnstile']).default('off'),
    BOT_CHECK_SITE_KEY: optionalText,
    BOT_CHECK_SECRET: optionalText,
    /** The provider's verification address; only changed to test the adapter against a local server. */
    BOT_CHECK_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),

    /** Sign-in with Google: an OAuth client of the Google Cloud console. Off while the client id is unset. */
    OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    OIDC_GOOGLE_CLIENT_ID: optionalText,
    OIDC_GOOGLE_CLIENT_SECRET: optionalText,
    /** Sign-in with Microsoft: a tenant's issuer (…/<tenant id>/v2.0; the 'common' endpoint's tokens name another issuer). */
    OIDC_MICROSOFT_ISSUER: optionalText.pipe(z.url().optional()),
    OIDC_MICROSOFT_CLIENT_ID: optionalText,
    OIDC_MICROSOFT_CLIENT_SECRET: optionalText,
    /** Only for a local test provider served over plain http. */
    OIDC_ALLOW_HTTP: z.enum(['on', 'off']).default('off'),

    /** The onboarding quiz (section 4): questions drawn per attempt, the pass mark in percent, attempts in all, hours between attempts. */
    QUIZ_QUESTION_COUNT: z.coerce.number().int().min(1).max(50).default(10),
    QUIZ_PASS_MARK: z.coerce.number().int().min(1).max(100).default(80),
    QUIZ_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
    QUIZ_RETRY_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 365)
      .default(24),

    /**
     * The national address base's search (`api-adresse`) that places addresses: its base URL, `stand-in` for the local
     * stand-in (no network), or `off`. Unset: the stand-in with the demo data (DEMO_DATA=on), the public service otherwise.
     */
    GEOCODER_URL: optionalText.pipe(z.union([z.literal('stand-in'), z.literal('off'), z.url({ protocol: /^https?$/ })]).optional()),
    /** How long a save waits for the geocoder before it stores the address without a point (the job places it later). */
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),

    /**
     * Error reporting of the two web apps (Sentry): the project's DSN, `https://<public key>@<host>/<project id>`. Given
     * to the browsers in the pages the server serves; unset, the apps report nothing and load no reporting code.
     */
    SENTRY_DSN: optionalText.pipe(
      z
        .url({ protocol: /^https?$/ })
        .refine((dsn) => {
          const url = URL.parse(dsn);
          return url !== null && url.username !== '' && url.password === '' && /^\/(.+\/)?\d+$/.test(url.pathname) && url.search === '' && url.hash === '';
        }, 'must be a DSN: http(s)://<public key>@<host>/<project id>')
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    if (env.BOT_CHECK !== 'off' && (!env.BOT_CHECK_SECRET || !env.BOT_CHECK_SITE_KEY)) {
      context.addIssue({ code: 'custom', path: ['BOT_CHECK_SECRET'], message: 'BOT_CHECK_SITE_KEY and BOT_CHECK_SECRET are required when BOT_CHECK is on' });
    }
    if (env.SMS_PROVIDER === 'brevo' && !env.SMS_API_KEY)
      context.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'required when SMS_PROVIDER is brevo' });
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
/** How many bytes a base64 text holds. */
function base64Length(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length * 3) / 4 - padding;
}

export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
