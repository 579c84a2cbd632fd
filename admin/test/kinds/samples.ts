import { establishmentCategories, f, keyFields, weekdays, type Field, type FieldKind } from '@binome/schema';

/**
 * One field of every kind, keyed as a descriptor keys them. `satisfies Record<FieldKind, Field>` makes a new kind
 * in the schema fail to compile here until the generator's tests cover it.
 */
export const SAMPLES = keyFields('samples', {
  text: f.text({ required: true, max: 120 }),
  longText: f.longText({ max: 2000 }),
  email: f.email(),
  phone: f.phone(),
  zipCode: f.zipCode(),
  url: f.url(),
  date: f.date({ required: true }),
  dateTime: f.dateTime(),
  time: f.time(),
  enum: f.enum(establishmentCategories, { required: true }),
  reference: f.reference('departments'),
  list: f.list(f.reference('sectors'), { max: 50 }),
  object: f.object({ city: f.text({ max: 100 }), zipCode: f.zipCode() }),
  file: f.file(),
  boolean: f.boolean(),
  number: f.number({ min: 1, max: 20, integer: true }),
  rating: f.rating(),
  availability: f.availability(),
} satisfies Record<FieldKind, Field>) as Record<FieldKind, Field>;

export const sample = (kind: FieldKind): Field => SAMPLES[kind];

/** A numeric enumeration (weekdays), whose values come back from an address as texts. */
export const numericEnum = weekdays;
