import { describe, expect, it } from 'vitest';
import { getResource } from '@binome/schema';
import { recordTitle } from '../src/crud/record-title.ts';

const t = (key: string) => `«${key}»`;

describe('the title of a record page', () => {
  it('is the label the server gives the record', () => {
    expect(recordTitle(getResource('tutors'), { id: 't1', _label: 'Juliette Lopez', contactDetails: { lastName: 'Lopez' } }, t)).toBe('Juliette Lopez');
  });

  it('else the title field, shown as its kind says', () => {
    // People have no single title field: without the server's label (the reader may not read the name) there is none.
    expect(recordTitle(getResource('tutors'), { id: 't1', contactDetails: { lastName: 'Lopez' } }, t)).toBeUndefined();
    expect(recordTitle(getResource('sessions'), { id: 's1', sessionDate: { startDate: '2026-11-16T15:00:00.000Z' } }, t)).toMatch(/^16\/11\/2026 \d{2}:00$/);
    expect(recordTitle(getResource('profiles'), { id: 'p1', profileName: 'tutor' }, t)).toBe('«enums.role.tutor»');
    // A reference is titled by the label the server resolved, never by its raw id.
    expect(recordTitle(getResource('pairs'), { id: 'p1', tutorId: 'demo-tutor', _labels: { tutors: { 'demo-tutor': 'Juliette Lopez' } } }, t)).toBe('Juliette Lopez');
    expect(recordTitle(getResource('pairs'), { id: 'p1', tutorId: 'demo-tutor' }, t)).toBeUndefined();
    expect(recordTitle(getResource('tutors'), undefined, t)).toBeUndefined();
  });
});
