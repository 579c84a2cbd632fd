import { describe, expect, it } from 'vitest';
import { establishments, f, FIELD_KINDS, keyFields, sessions, tutors, type Field, type FieldKind } from '@binome/schema';
import { isPlacedAddress, widgetFor } from '../../src/crud/field-kinds/widget.ts';
import { displayFor, truncate } from '../../src/crud/field-kinds/display.ts';
import { TONE_COLORS } from '../../src/crud/field-kinds/tone-colors.ts';

const genders = tutors.fields.gender!.kind === 'enum' ? tutors.fields.gender!.enumeration : undefined;

/** One field of every kind, keyed as a descriptor would be. */
const EVERY_KIND: Record<FieldKind, Field> = keyFields('test', {
  text: f.text({ max: 50 }),
  longText: f.longText({ max: 500 }),
  email: f.email(),
  phone: f.phone(),
  zipCode: f.zipCode(),
  url: f.url(),
  date: f.date(),
  dateTime: f.dateTime(),
  time: f.time(),
  enum: f.enum(genders!),
  reference: f.reference('departments'),
  list: f.list(f.reference('sectors')),
  object: f.object({ city: f.text() }),
  file: f.file(),
  boolean: f.boolean(),
  number: f.number({ min: 0, max: 20, integer: true }),
  rating: f.rating(),
  availability: f.availability(),
}) as Record<FieldKind, Field>;

describe('field kind → form widget', () => {
  it('gives every kind a widget', () => {
    const types = Object.fromEntries(FIELD_KINDS.map((kind) => [kind, widgetFor(EVERY_KIND[kind])?.type]));
    expect(types).toEqual({
      text: 'input',
      longText: 'textarea',
      email: 'email',
      phone: 'phone',
      zipCode: 'zipCode',
      url: 'url',
      date: 'date',
      dateTime: 'dateTime',
      time: 'time',
      enum: 'select',
      reference: 'referenceSelect',
      list: 'referenceMultiSelect',
      object: 'section',
      file: 'file',
      boolean: 'switch',
      number: 'number',
      rating: 'rate',
      availability: 'availability',
    });
  });

  it('carries the bounds and the choices of the descriptor', () => {
    expect(widgetFor(EVERY_KIND.text)).toEqual({ type: 'input', maxLength: 50 });
    expect(widgetFor(EVERY_KIND.number)).toEqual({ type: 'number', min: 0, max: 20, integer: true });
    const select = widgetFor(EVERY_KIND.enum);
    expect(select?.type === 'select' && select.options.map((option) => option.labelKey)).toEqual(
      genders!.values.map((value) => `enums.${genders!.name}.${value}`),
    );
    expect(widgetFor(EVERY_KIND.reference)).toEqual({ type: 'referenceSelect', resource: 'departments' });
  });

  it('maps lists by what they hold: choices, references, short texts as tags, anything else repeated', () => {
    expect(widgetFor(f.list(f.enum(genders!)))?.type).toBe('multiSelect');
    expect(widgetFor(f.list(f.text(), { max: 10 }))).toEqual({ type: 'tags', maxItems: 10 });
    const repeated = widgetFor(f.list(f.object({ startTime: f.time() })));
    expect(repeated?.type).toBe('repeatable');
  });

  it('gives no widget to what the server sets', () => {
    expect(widgetFor(establishments.fields.id!)).toBeUndefined();
    expect(widgetFor(establishments.fields.createdAt!)).toBeUndefined();
  });

  it('builds a real descriptor: sections for nested objects, references for ids', () => {
    const address = widgetFor(establishments.fields.address!);
    expect(address?.type).toBe('section');
    expect(address?.type === 'section' && Object.keys(address.fields)).toEqual(['addressLine1', 'zipCode', 'city']);
    expect(widgetFor(establishments.fields.sectors!)).toEqual({ type: 'referenceMultiSelect', resource: 'sectors' });
    expect(widgetFor(sessions.fields.sessionDate!)?.type).toBe('section');
  });

  it('offers place search on an address the server places, and on no other section', () => {
    expect(isPlacedAddress(establishments.fields.address)).toBe(true);
    expect(isPlacedAddress(sessions.fields.sessionDate)).toBe(false);
  });
});

describe('field kind → column and record display', () => {
  it('shows every kind as its kind, lists by their items, enums with their label keys', () => {
    for (const kind of FIELD_KINDS) expect(displayFor(EVERY_KIND[kind]).type, kind).toBe(kind);
    const list = displayFor(EVERY_KIND.list);
    expect(list.type === 'list' && list.of).toEqual({ type: 'reference', resource: 'sectors' });
    const enumeration = displayFor(EVERY_KIND.enum);
    expect(enumeration.type === 'enum' && enumeration.labelKey('female')).toBe(`enums.${genders!.name}.female`);
  });

  it('cuts long texts in cells only', () => {
    expect(truncate('court')).toBe('court');
    expect(truncate('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('status enumerations → coloured tags', () => {
  it('marks an enumeration with tones, so its values are shown with their tone, and leaves the others plain', () => {
    const status = displayFor(tutors.fields.status!);
    expect(status.type === 'enum' && status.toned?.name).toBe('userStatus');
    const gender = displayFor(tutors.fields.gender!);
    expect(gender.type === 'enum' && gender.toned).toBeUndefined();
    expect(TONE_COLORS).toEqual({ success: 'green', warning: 'gold', danger: 'red', progress: 'blue', neutral: undefined });
  });
});
