import { describe, expect, it } from 'vitest';
import { occurrenceTitle } from '../src/pages/calendar-title.ts';

describe("a calendar event's title", () => {
  it('starts with the names, the kind of session last', () => {
    expect(
      occurrenceTitle({ tutors: [{ userId: 't', fullName: 'Juliette Lopez' }], students: [{ userId: 's', fullName: 'Hugo Martin' }] }, 'Séance individuelle'),
    ).toBe('Juliette Lopez · Hugo Martin · Séance individuelle');
  });

  it('is the kind alone when no name is known', () => {
    expect(occurrenceTitle({ tutors: [{ userId: 't' }], students: [] }, 'Séance individuelle')).toBe('Séance individuelle');
  });
});
