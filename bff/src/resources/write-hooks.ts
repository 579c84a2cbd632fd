import type { OperationContext } from './operations.ts';
import { contactMessageHooks } from '../features/contact/contact-message.hooks.ts';

/**
 * What a feature adds to the generic writes of one resource (DESIGN, "Workflows": a rule that must hold on a
 * generic write is a hook the feature registers, never a fork of the operations). The `serverFields` hooks run
 * before the rights are checked on the record as it will be stored, so that conditions on server-set values
 * (the sender of a message) count; the `after` hooks run once the write is committed (mails), and a failure
 * there is theirs to handle: the write stands.
 */
export interface WriteHooks {
  /** Values the server sets on a new record (from its author, from the clock). */
  serverFieldsOnCreate?(context: OperationContext, record: Record<string, unknown>): Record<string, unknown>;
  /** Values the server sets when a record changes; `undefined` removes a value. */
  serverFieldsOnUpdate?(context: OperationContext, before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown>;
  afterCreate?(context: OperationContext, record: Record<string, unknown>): Promise<void>;
  afterUpdate?(context: OperationContext, before: Record<string, unknown>, after: Record<string, unknown>): Promise<void>;
}

const WRITE_HOOKS: Readonly<Record<string, WriteHooks>> = {
  contactMessages: contactMessageHooks,
};

export function writeHooksOf(resourceName: string): WriteHooks {
  return WRITE_HOOKS[resourceName] ?? {};
}

/** A document with the hook's values applied: `undefined` removes the key (the stores would keep it as null). */
export function withServerFields<T extends Record<string, unknown>>(document: T, fields: Record<string, unknown>): T {
  const result: Record<string, unknown> = { ...document, ...fields };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete result[key];
  return result as T;
}
