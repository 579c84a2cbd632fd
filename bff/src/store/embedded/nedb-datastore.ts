import nedb from '@seald-io/nedb';
import type { Readable } from 'node:stream';
import type { StoredDocument } from '../store.ts';
import { appendSynchronously } from './synchronous-append.ts';

/** The part of nedb's Datastore the embedded store uses. */
export interface Datastore {
  loadDatabaseAsync(): Promise<void>;
  /** nedb's own copies of the documents, in memory: read them, never change or hand them out. */
  getAllData(): StoredDocument[];
  insertAsync(documents: StoredDocument[]): Promise<unknown>;
  updateAsync(query: Record<string, unknown>, replacement: StoredDocument, options: Record<string, never>): Promise<unknown>;
  removeAsync(query: Record<string, unknown>, options: { multi?: boolean }): Promise<number>;
  compactDatafileAsync(): Promise<void>;
  /** nedb's file layer (absent in memory only): the load wraps two of its steps, see load-without-rewrite.ts. */
  persistence?: {
    corruptAlertThreshold: number;
    treatRawStreamAsync(stream: Readable): Promise<unknown>;
    persistCachedDatabaseAsync(): Promise<void>;
  };
}

type DatastoreOptions = { filename?: string; inMemoryOnly?: boolean; corruptAlertThreshold?: number; modes?: { fileMode: number; dirMode: number } };

/**
 * nedb is CommonJS with ES-module-style type declarations: at run time the default import is the class itself,
 * while the types see it under `default`. Both are accepted.
 */
export function openDatastore(options: DatastoreOptions): Datastore {
  const Class = ((nedb as unknown as { default?: unknown }).default ?? nedb) as new (options: DatastoreOptions) => Datastore;
  const datastore = new Class(options);
  appendSynchronously(datastore);
  return datastore;
}
