import type { AppAbility, Role, SessionUser } from '@binome/schema';
import type { Env } from '../env.ts';
import type { Store, StoredDocument } from '../store/store.ts';

/** Reads a bundled file (the docs page's script) by name; each runtime's main supplies one. */
export type AssetReader = (name: 'api-reference.js') => Promise<Uint8Array | null>;

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** What the app is built from. Tests build it with a temporary store and a fixed clock. */
export interface AppDependencies {
  store: Store;
  env: Env;
  now: () => Date;
  log: Logger;
  assets?: AssetReader;
}

/** The signed-in user of a request, read from the store on every request (never trusted from a cookie). */
export interface SignedIn {
  userId: string;
  sessionId: string;
  document: StoredDocument;
  sessionUser: SessionUser;
  role: Role;
  ability: AppAbility;
}

export type AppEnv = {
  Variables: {
    deps: AppDependencies;
    requestId: string;
    signedIn?: SignedIn;
  };
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
