import { describe, expect, it } from 'vitest';
import { establishmentCategories, establishments, f, getResource, sessions, translate, tutors, walkFields, RESOURCES, type Resource } from '@binome/schema';
import { columnFor } from '../../src/crud/kinds/column.ts';
import {
  booleanLabelKey,
  displayText,
  enumLabelKey,
  fileName,
  isBlank,
  mailtoHref,
  recordTitle,
  safeHref,
  slotsOf,
  telHref,
  truncate,
  valueAtPath,
  type DisplayContext,
} from '../../src/crud/kinds/display.ts';
import { isReferenceId, isSearchable, referencedResource, referenceSearchFilters } from '../../src/crud/kinds/references.ts';
import { sample } from './samples.ts';

const fr: DisplayContext = { t: (key) => translate('fr', key), language: 'fr', zone: 'Europe/Paris' };
const en: DisplayContext = { t: (key) => translate('en', key), language: 'en', zone: 'America/New_York' };
const text = (kind: Parameters<typeof sample>[0], value: unknown, context: DisplayContext = fr) => displayText(columnFor(sample(kind)), value, context);

describe('the text of a value, by kind', () => {
  it('texts, links and numbers', () => {
    expect(text('text', 'Lycée Jean Moulin')).toBe('Lycée Jean Moulin');
    expect(text('zipCode', '75011')).toBe('75011');
    expect(text('email', 'a@b.fr')).toBe('a@b.fr');
    expect(text('phone', '+33612345678')).toBe('+33612345678');
    expect(text('url', 'https://example.org')).toBe('https://example.org');
    expect(text('number', 1234.5)).toBe('1\u202f234,5');
    expect(text('number', 1234.5, en)).toBe('1,234.5');
    expect(text('rating', 4)).toBe('4/5');
  });

  it('long texts are cut in a table cell only', () => {
    const long = 'x'.repeat(200);
    expect(text('longText', long)).toBe(long);
    expect(text('longText', long, { ...fr, compact: true })).toBe(`${'x'.repeat(79)}…`);
    expect(truncate('court', 80)).toBe('court');
  });

  it('dates, date-times and times in the viewer zone', () => {
    expect(text('date', '2026-01-15')).toBe('15/01/2026');
    expect(text('dateTime', '2026-01-15T07:00:00.000Z')).toBe('15/01/2026 08:00');
    expect(text('dateTime', '2026-01-15T07:00:00.000Z', en)).toBe('15/01/2026 02:00');
    expect(text('time', '08:00')).toBe('08:00');
    expect(text('date', 'n/a')).toBe('n/a');
  });

  it('choices and yes/no in the viewer language', () => {
    expect(text('enum', 'high-school')).toBe('Lycée');
    expect(text('enum', 'high-school', en)).toBe(translate('en', 'enums.establishmentCategory.high-school'));
    expect(text('enum', 'retired-value')).toBe('retired-value');
    expect(text('boolean', true)).toBe('Oui');
    expect(text('boolean', false, en)).toBe('No');
    expect(booleanLabelKey('true')).toBe('values.yes');
    expect(enumLabelKey(establishmentCategories, 'middle')).toBe('enums.establishmentCategory.middle');
    expect(enumLabelKey(establishmentCategories, 'gone')).toBeUndefined();
  });

  it('files by name, references by id (their title is fetched)', () => {
    expect(text('file', { fileId: 'f1', fileName: 'casier.pdf', mimeType: 'application/pdf', size: 10 })).toBe('casier.pdf');
    expect(fileName('f1')).toBeUndefined();
    expect(text('reference', '75')).toBe('75');
  });

  it('lists, shortened in a table cell', () => {
    const spec = columnFor(f.list(f.text()));
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(displayText(spec, items, fr)).toBe('a, b, c, d, e, f, g');
    expect(displayText(spec, items, { ...fr, compact: true })).toBe('a, b, c, d, e (+2)');
  });

  it('objects on one line: what is filled in, briefly in a cell', () => {
    const address = columnFor(establishments.fields.address!);
    expect(displayText(address, { addressLine1: '1 rue de la Paix', zipCode: '75002', city: 'Paris' }, fr)).toBe('1 rue de la Paix · 75002 · Paris');
    expect(displayText(address, { city: 'Paris' }, fr)).toBe('Paris');
    const participant = columnFor(sessions.fields.tutors!);
    expect(displayText(participant, [{ userId: 'u1', fullName: 'Ana Diaz', absence: false, attendance: 'present' }], { ...fr, compact: true })).toBe(
      'u1 · Ana Diaz · Présent',
    );
  });

  it('availabilities as stretches with short day names', () => {
    const slots = [
      { dayOfTheWeek: 1, startTime: '08:00', endTime: '09:00' },
      { dayOfTheWeek: 1, startTime: '08:30', endTime: '09:30' },
      { dayOfTheWeek: 2, startTime: '10:00', endTime: '11:00' },
      { dayOfTheWeek: 3, startTime: '10:00', endTime: '11:00' },
      { dayOfTheWeek: 4, startTime: '10:00', endTime: '11:00' },
      { dayOfTheWeek: 9, startTime: 'bad', endTime: '' },
    ];
    expect(text('availability', slots)).toBe('lun. 08:00–09:30, mar. 10:00–11:00, mer. 10:00–11:00, jeu. 10:00–11:00');
    expect(text('availability', slots, { ...fr, compact: true })).toBe('lun. 08:00–09:30, mar. 10:00–11:00, mer. 10:00–11:00, …');
    expect(slotsOf('nope')).toEqual([]);
  });

  it('nothing for blanks, which the cell shows with the placeholder', () => {
    for (const value of [undefined, null, '', []]) {
      expect(isBlank(value)).toBe(true);
      expect(text('text', value)).toBe('');
    }
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
  });
});

describe('links', () => {
  it('mailto and tel', () => {
    expect(mailtoHref(' a@b.fr ')).toBe('mailto:a@b.fr');
    expect(telHref('+33 6 12 34 56 78')).toBe('tel:+33612345678');
  });
  it('only web addresses become links', () => {
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('ftp://example.org')).toBeUndefined();
  });
});

describe('record titles', () => {
  it('a record is named by its title field, shown as its kind is', () => {
    expect(recordTitle(establishments, { id: 'e1', establishmentName: 'Lycée Hoche' }, fr)).toBe('Lycée Hoche');
    expect(recordTitle(tutors, { id: 't1', contactDetails: { lastName: 'Martin' } }, fr)).toBe('Martin');
    expect(recordTitle(sessions, { id: 's1', sessionDate: { startDate: '2026-01-15T07:00:00.000Z' } }, fr)).toBe('15/01/2026 08:00');
    expect(recordTitle(establishments, { id: 'e1' }, fr)).toBe('e1');
  });
  it('values at dotted paths', () => {
    expect(valueAtPath({ a: { b: { c: 1 } } }, 'a.b.c')).toBe(1);
    expect(valueAtPath({ a: 'x' }, 'a.b')).toBeUndefined();
    expect(valueAtPath(null, 'a')).toBeUndefined();
  });
});

describe('references', () => {
  it('every reference of every descriptor points to a resource of the registry', () => {
    const missing: string[] = [];
    for (const resource of RESOURCES as readonly Resource[]) {
      for (const field of walkFields(resource.entity.fields)) {
        const target = field.kind === 'reference' ? field.resource : field.kind === 'list' && field.of.kind === 'reference' ? field.of.resource : undefined;
        if (target && !referencedResource(target)) missing.push(`${resource.name}.${field.path} → ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
  it('knows which resources the server can search', () => {
    expect(isSearchable(getResource('departments'))).toBe(true);
    expect(isSearchable(getResource('pairs'))).toBe(false);
    expect(referencedResource('nothing')).toBeUndefined();
  });
  it('searches with q, and lists the first page again when the box is emptied', () => {
    expect(referenceSearchFilters(' Paris ')).toEqual([{ field: 'q', operator: 'eq', value: 'Paris' }]);
    expect(referenceSearchFilters('  ')).toEqual([{ field: 'q', operator: 'eq', value: undefined }]);
  });
  it('asks the server only for plausible ids', () => {
    expect(isReferenceId('75')).toBe(true);
    expect(isReferenceId(75)).toBe(true);
    expect(isReferenceId('')).toBe(false);
    expect(isReferenceId({})).toBe(false);
  });
});
