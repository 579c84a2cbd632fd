import type { Logger } from '../http/logger.ts';
import { forgetInOutbox, writeToOutbox } from './outbox.ts';

/** Sends text messages (one-time codes). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
  /** Deletes the copies kept of messages that name any of `identifiers` (the outbox's files); a provider keeps none here. */
  forget?(identifiers: readonly string[]): Promise<void>;
}

/** Without a provider, text messages go to the outbox like mails. */
export function outboxSms(outboxDirectory: string, log: Logger): SmsSender {
  return {
    async send(to, text) {
      const file = await writeToOutbox(outboxDirectory, 'sms', [`To: ${to}`, '', text].join('\n'));
      log.info('Text message written to the outbox (SMS_PROVIDER=outbox)', { to, file });
    },
    async forget(identifiers) {
      await forgetInOutbox(outboxDirectory, identifiers);
    },
  };
}

/**
 * Brevo's transactional SMS API (a French provider): POST /v3/transactionalSMS/send with the account's API key.
 * `baseUrl` is configurable so that the adapter can be tested against a local server.
 */
export function brevoSms(options: { apiKey: string; sender: string; baseUrl?: string; fetch?: typeof fetch }): SmsSender {
  const call = options.fetch ?? fetch;
  const url = `${options.baseUrl ?? 'https://api.brevo.com'}/v3/transactionalSMS/send`;
  return {
    async send(to, text) {
      const response = await call(url, {
        method: 'POST',
        headers: { 'api-key': options.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ sender: options.sender, recipient: to.replace(/^\+/, ''), content: text, type: 'transactional' }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The SMS provider answered ${response.status}`);
    },
  };
}
