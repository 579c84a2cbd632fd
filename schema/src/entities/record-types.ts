import type { AvailabilitySlot } from '../validation/availability.ts';
import type { FileReference } from '../validation/file.ts';
import type { Field } from './fields.ts';

/**
 * A record's TypeScript type, read from its entity's descriptor: the same source as the zod schemas (`to-zod.ts`)
 * that check the record at run time, so that the server's features and the apps name a record's fields with the
 * compiler's help instead of `Record<string, unknown>` and coercions. Every kind maps to what its zod rule accepts:
 * texts, dates, times and ids are strings; ratings and numbers are numbers; an enumeration is the union of its values.
 *
 * Four views of an entity `E` (its descriptor, `typeof tutors`):
 * - `StoredRecord<E>`: a record as the store keeps it (required fields present, the id and creation time set);
 * - `CreateBody<E>`: the body of a POST (no field only the server writes);
 * - `UpdateBody<E>`: the body of a PATCH (every field optional at any depth, `null` clears an optional one);
 * - `ReadRecord<E>`: a record as a reader gets it (fields their rights hide are left out, so only the id is sure).
 */

/** The value of a field, in a stored record (`stored`) or in a request's body (`input`, no server-managed field). */
export type FieldValue<F, M extends Mode = 'stored'> = F extends { kind: 'enum'; enumeration: { values: readonly (infer V)[] } }
  ? V
  : F extends { kind: 'list'; of: infer Of }
    ? FieldValue<Of, M>[]
    : F extends { kind: 'object'; fields: infer Fs }
      ? RecordOfFields<Fs, M>
      : F extends { kind: 'boolean' }
        ? boolean
        : F extends { kind: 'number' | 'rating' }
          ? number
          : F extends { kind: 'file' }
            ? FileReference
            : F extends { kind: 'availability' }
              ? AvailabilitySlot[]
              : string;

type Mode = 'stored' | 'input';

/** Flattens an intersection into one object type, so that editors show a record's fields, not a formula. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<Fs> = { [K in keyof Fs]-?: Fs[K] extends { required: true } ? K : never }[keyof Fs];
type ServerKeys<Fs> = { [K in keyof Fs]-?: Fs[K] extends { serverManaged: true } ? K : never }[keyof Fs];
/** The fields a body may carry: every field in a stored record, none that only the server writes in a body. */
type KeysIn<Fs, M extends Mode> = M extends 'input' ? Exclude<keyof Fs, ServerKeys<Fs>> : keyof Fs;

/** A record of these fields: required fields present, the others optional. */
export type RecordOfFields<Fs, M extends Mode = 'stored'> = Simplify<
  { -readonly [K in Extract<KeysIn<Fs, M>, RequiredKeys<Fs>>]: FieldValue<Fs[K], M> } & {
    -readonly [K in Exclude<KeysIn<Fs, M>, RequiredKeys<Fs>>]?: FieldValue<Fs[K], M>;
  }
>;

type FieldsOf<E> = E extends { fields: infer Fs extends Record<string, Field> } ? Fs : never;

/** A record as the store keeps it: the server sets its id and creation time on every create. */
export type StoredRecord<E> = Simplify<Omit<RecordOfFields<FieldsOf<E>>, 'id' | 'createdAt'> & { id: string; createdAt: string }>;

/** The body of a create (POST): the fields a person may send, required ones present. */
export type CreateBody<E> = RecordOfFields<FieldsOf<E>, 'input'>;

/**
 * The body of an update (PATCH), as `objectToZod(fields, 'update')` accepts it: any field a create takes, each
 * optional, nested objects likewise (`{ contactDetails: { lastName } }` changes one name); `null` clears a field
 * that is not required, at any depth, never a required one.
 */
export type UpdateBody<E> = PatchOfFields<FieldsOf<E>>;

type PatchOfFields<Fs> = Simplify<{
  -readonly [K in Exclude<keyof Fs, ServerKeys<Fs>>]?: Fs[K] extends { required: true } ? PatchValue<Fs[K]> : PatchValue<Fs[K]> | null;
}>;

/** A field's value in a PATCH body: an object is patched in turn; any other value is sent whole. */
type PatchValue<F> = F extends { kind: 'object'; fields: infer Fs } ? PatchOfFields<Fs> : FieldValue<F, 'input'>;

/** A record as a reader gets it: what their rights hide is left out, so every field but the id may be missing. */
export type ReadRecord<E> = Simplify<Partial<StoredRecord<E>> & { id: string }>;
