import type { AppDependencies, SignedIn } from '../http/context.ts';
import type { Store, StoredDocument } from '../store/store.ts';

/** What every operation on a resource is done with: the store, the signed-in user, the clock, the request. */
export interface OperationContext {
  store: Store;
  signedIn: SignedIn;
  now: Date;
  requestId: string;
  /** Sends an invitation that a create queued, once its transaction is committed (see invitations.ts). */
  sendInvitation?: (userId: string) => Promise<void>;
  /** What the write hooks need beyond the store (the mailer, the configuration, the log); absent in bare tests. */
  deps?: Pick<AppDependencies, 'mailer' | 'env' | 'log' | 'geocoder'>;
  /** Sends the e-mail verification link to a person whose own address an update changed (email-reverification.ts). */
  sendEmailVerification?: (document: StoredDocument) => Promise<void>;
}
