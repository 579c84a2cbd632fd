import type { Entity, StoredRecord } from '@binome/schema';
import type { OperationContext } from './operation-context.ts';
import type { SignedIn } from '../http/context.ts';
import type { Store } from '../store/store.ts';

/**
 * What a feature adds to the generic writes of one resource (DESIGN, "Workflows": a rule that must hold on a
 * generic write is a hook the feature registers, never a fork of the operations). The `serverFields` hooks run
 * before the rights are checked on the record as it will be stored, so that conditions on server-set values
 * (the sender of a message) count; the `after` hooks run once the write is committed (mails), and a failure
 * there is theirs to handle: the write stands. The `rules` run once the record is merged and validated, before
 * anything is stored, and throw a `Problem` to refuse: what neither CASL (who may write which field) nor the
 * descriptor's zod schema (what a valid record is) can say, because it compares the record before and after.
 *
 * `R` is the record's type: a feature writes its hooks for its entity's `StoredRecord` and registers them with
 * `hooksFor` (below); the generic layer holds them for any record.
 */
export interface WriteHooks<R extends object = Record<string, unknown>> {
  rules?: readonly WriteRule<R>[];
  /** Values the server sets on a new record (from its author, from the clock, from the records it names). */
  serverFieldsOnCreate?(context: OperationContext, record: R): ServerFields<R>;
  /** Values the server sets when a record changes; `undefined` removes a value. */
  serverFieldsOnUpdate?(context: OperationContext, before: R, after: R): ServerFields<R>;
  /**
   * Reference fields (list entries without index: `attendance.userId`) that `check` answers for through another
   * reference of the record, and that the generic reference check (reference-reach.ts) therefore leaves to it.
   */
  boundReferences?: readonly string[];
  /** Checks that need reads (where a report stands), once the record is valid and its references known, before anything is written. */
  check?(context: OperationContext, before: R | undefined, after: R): Promise<void>;
  /**
   * Work inside the write's transaction, with the transaction's store: records derived from this one (a series'
   * occurrences) and conditional writes (taking a slot). Throwing rolls the whole write back.
   */
  inTransaction?(store: Store, context: OperationContext, change: RecordChange<R>): Promise<void>;
  afterCreate?(context: OperationContext, record: R): Promise<void>;
  afterUpdate?(context: OperationContext, before: R, after: R): Promise<void>;
}

/** Server-set values, worked out at once or from reads (the departments of the students a session names). */
export type ServerFields<R extends object = Record<string, unknown>> = Partial<R> | Promise<Partial<R>>;

export interface WriteRuleInput<R extends object = Record<string, unknown>> {
  entity: Entity;
  signedIn: SignedIn;
  /** The stored record, undefined on a create. */
  before: R | undefined;
  /** The record as it would be stored. */
  after: R;
}

export type WriteRule<R extends object = Record<string, unknown>> = (input: WriteRuleInput<R>) => void;

/** What a write does to one record: no `before` on a create, no `after` on a delete. */
export interface RecordChange<R extends object = Record<string, unknown>> {
  id: string;
  before?: R;
  after?: R;
}

/**
 * A feature's hooks for one entity, typed by the entity's descriptor, as the generic layer holds them. The one place
 * where a record's type is taken on trust: the generic write hands hooks only records that its descriptor's record
 * schema accepted (the merged record before it is stored) or that were stored after passing it (`before`).
 */
export function hooksFor<E extends Entity>(_entity: E, hooks: WriteHooks<StoredRecord<E>>): WriteHooks {
  return hooks as unknown as WriteHooks;
}

/**
 * The hooks of every resource, as app.ts composes them from the features' declarations (features/features.ts):
 * this generic layer names no feature. Until then, a resource has no hooks.
 */
let registered: ReadonlyMap<string, WriteHooks> = new Map();

export function registerWriteHooks(byResource: ReadonlyMap<string, WriteHooks>): void {
  registered = byResource;
}

/**
 * Several features' hooks on one resource, run in the order given: the rules of all, each `serverFields` seeing the
 * values of the ones before (the departments of a session are worked out from the session as its own hooks leave
 * it), then each check, transaction step and after-step in turn.
 */
export function combineHooks(...all: readonly WriteHooks[]): WriteHooks {
  const each = <K extends keyof WriteHooks>(key: K) => all.map((hooks) => hooks[key]).filter((hook): hook is NonNullable<WriteHooks[K]> => hook !== undefined);
  return {
    rules: all.flatMap((hooks) => hooks.rules ?? []),
    boundReferences: all.flatMap((hooks) => hooks.boundReferences ?? []),
    async serverFieldsOnCreate(context, record) {
      let fields: Record<string, unknown> = {};
      for (const hook of each('serverFieldsOnCreate')) fields = { ...fields, ...(await hook(context, withServerFields(record, fields))) };
      return fields;
    },
    async serverFieldsOnUpdate(context, before, after) {
      let fields: Record<string, unknown> = {};
      for (const hook of each('serverFieldsOnUpdate')) fields = { ...fields, ...(await hook(context, before, withServerFields(after, fields))) };
      return fields;
    },
    async check(context, before, after) {
      for (const hook of each('check')) await hook(context, before, after);
    },
    async inTransaction(store, context, change) {
      for (const hook of each('inTransaction')) await hook(store, context, change);
    },
    async afterCreate(context, record) {
      for (const hook of each('afterCreate')) await hook(context, record);
    },
    async afterUpdate(context, before, after) {
      for (const hook of each('afterUpdate')) await hook(context, before, after);
    },
  };
}

export function applyWriteRules(input: WriteRuleInput): void {
  for (const rule of writeHooksOf(input.entity.name).rules ?? []) rule(input);
}

export function writeHooksOf(resourceName: string): WriteHooks {
  return registered.get(resourceName) ?? {};
}

/** A document with the hook's values applied: `undefined` removes the key (the stores would keep it as null). */
export function withServerFields<T extends Record<string, unknown>>(document: T, fields: Record<string, unknown>): T {
  const result: Record<string, unknown> = { ...document, ...fields };
  for (const [key, value] of Object.entries(fields)) if (value === undefined) delete result[key];
  return result as T;
}
