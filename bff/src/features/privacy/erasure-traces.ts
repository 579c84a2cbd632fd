import type { Store } from '../../store/store.ts';
import type { Mailer } from '../../messaging/mailer.ts';
import type { SmsSender } from '../../messaging/sms.ts';

/** Where copies of what named a person may be left once their documents are rewritten. */
export interface TracePorts {
  store: Store;
  mailer?: Pick<Mailer, 'forget'> | undefined;
  sms?: Pick<SmsSender, 'forget'> | undefined;
}

/**
 * What an erasure must do beyond rewriting documents: the embedded store appends each version of a document to its
 * file, so the names, e-mails and phones replaced by the pseudonym stay in the earlier lines (and in any backup
 * copied from them) until the files are rewritten; and the development outbox keeps the person's mails and text
 * messages. Both go before the erasure answers.
 */
export async function forgetTraces(ports: TracePorts, collections: readonly string[], identifiers: readonly string[]): Promise<void> {
  await ports.store.compact(collections);
  await forgetMessages(ports, identifiers);
}

/** The outbox's mails and text messages that name any of `identifiers`. */
export async function forgetMessages(ports: Pick<TracePorts, 'mailer' | 'sms'>, identifiers: readonly string[]): Promise<void> {
  await ports.mailer?.forget?.(identifiers);
  await ports.sms?.forget?.(identifiers);
}
