import type { Env } from '../env.ts';

/** The invisible bot check of sign-in and registration: the browser widget's token, verified on the server. */
export interface BotCheck {
  readonly enabled: boolean;
  verify(token: string | undefined, clientAddress: string | undefined): Promise<boolean>;
}

export const noBotCheck: BotCheck = { enabled: false, verify: async () => true };

/**
 * Cloudflare Turnstile's server-side check (`siteverify`). The address is configurable so the adapter can be tested
 * against a local server. A provider that cannot be reached fails closed: the form can be sent again.
 */
export function turnstileBotCheck(options: { secret: string; verifyUrl: string; fetch?: typeof fetch }): BotCheck {
  const call = options.fetch ?? fetch;
  const url = options.verifyUrl;
  return {
    enabled: true,
    async verify(token, clientAddress) {
      if (!token || token.length > 2048) return false;
      const body = new URLSearchParams({ secret: options.secret, response: token, ...(clientAddress && { remoteip: clientAddress }) });
      try {
        const response = await call(url, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
        const result = (await response.json()) as { success?: unknown };
        return response.ok && result.success === true;
      } catch {
        return false;
      }
    },
  };
}

export function botCheckFor(env: Pick<Env, 'BOT_CHECK' | 'BOT_CHECK_SECRET' | 'BOT_CHECK_VERIFY_URL'>): BotCheck {
  return env.BOT_CHECK === 'turnstile' && env.BOT_CHECK_SECRET
    ? turnstileBotCheck({ secret: env.BOT_CHECK_SECRET, verifyUrl: env.BOT_CHECK_VERIFY_URL })
    : noBotCheck;
}
