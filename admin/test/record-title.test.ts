import { describe, expect, it } from 'vitest';
import { getResource } from '@binome/schema';
import { recordTitle } from '../src/crud/record-title.ts';

describe('the title of a record page', () => {
  it('is the label the server gives the record', () => {
    expect(recordTitle(getResource('tutors'), { id: 't1', _label: 'Juliette Lopez', contactDetails: { lastName: 'Lopez' } }, 'fr')).toBe('Juliette Lopez');
  });

  it("else the descriptor's label, composed from the record", () => {
    expect(recordTitle(getResource('tutors'), { id: 't1', contactDetails: { firstName: 'Juliette', lastName: 'Lopez' } }, 'fr')).toBe('Juliette Lopez');
    expect(recordTitle(getResource('sessions'), { id: 's1', sessionDate: { startDate: '2026-11-16T15:00:00.000Z' } }, 'fr')).toMatch(/16\/11\/2026 16:00/);
    // A reference is titled by the label the server resolved, never by its raw id.
    const pair = recordTitle(getResource('pairs'), { id: 'p1', tutorId: 'demo-tutor', _labels: { tutors: { 'demo-tutor': 'Juliette Lopez' } } }, 'fr');
    expect(pair).toContain('Juliette Lopez');
    expect(recordTitle(getResource('pairs'), { id: 'p1', tutorId: 'demo-tutor' }, 'fr') ?? '').not.toContain('demo-tutor');
    expect(recordTitle(getResource('tutors'), undefined, 'fr')).toBeUndefined();
  });
});
