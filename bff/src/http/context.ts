import type { Context } from 'hono';
import type { Logger } from './logger.ts';
import type { AppAbility, Role, SessionUser } from '@binome/schema';
import type { Mailer } from '../messaging/mailer.ts';
import type { SmsSender } from '../messaging/sms.ts';
import type { BotCheck } from '../auth/bot-check.ts';
import type { PasswordHasher } from '../auth/hashing/password-hasher.ts';
import type { OidcProviders } from '../auth/oidc/providers.ts';
import type { WebApps } from '../web/web-app-files.ts';
import type { Env } from '../env.ts';
import type { Store, StoredDocument } from '../store/store.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';

/** Reads a bundled file (the docs page's script) by name; each runtime's main supplies one. */
export type AssetReader = (name: 'api-reference.js') => Promise<Uint8Array | null>;

export type { Logger } from './logger.ts';

/** What the app is built from. Tests build it with a temporary store and a fixed clock. */
export interface AppDependencies {
  store: Store;
  /** Uploaded files (the documents' PDFs); absent where nothing handles files (the benches): uploads then answer 503. */
  blobs?: BlobStore;
  env: Env;
  now: () => Date;
  log: Logger;
  assets?: AssetReader;
  /** The built web apps' files (each main supplies them; without a build, a placeholder page answers). */
  webApps?: WebApps;
  mailer: Mailer;
  sms: SmsSender;
  botCheck: BotCheck;
  oidc: OidcProviders;
  /** Places addresses (the national address base, or its local stand-in); absent when geocoding is off. */
  geocoder?: Geocoder;
  /** Argon2 hashing; the process's worker pool unless a test supplies another (see `passwordsOf`). */
  passwords?: PasswordHasher;
  /** The client's address as the runtime sees the connection (each main supplies it). */
  clientAddress?: (context: Context) => string | undefined;
}

/** The signed-in user of a request, read from the store on every request (never trusted from a cookie). */
export interface SignedIn {
  userId: string;
  sessionId: string;
  document: StoredDocument;
  sessionUser: SessionUser;
  /** 'partner' for a call made with an API key (its ability is the key's scopes). */
  role: Role | 'partner';
  ability: AppAbility;
  /** For a parent their children, for a student themselves: whose lines of a group report they read. */
  familyStudentIds?: readonly string[];
}

/** A person's session (not a partner key): their role is one of the product's. */
export type PersonSignedIn = SignedIn & { role: Role };

export type AppEnv = {
  Variables: {
    deps: AppDependencies;
    requestId: string;
    signedIn?: SignedIn;
    /** The request's JSON body is blank (no-content.ts). */
    blankBody?: boolean;
  };
};

export { silentLogger } from './logger.ts';
