import { describe, expect, it } from 'vitest';
import { reportEntryStatusOf } from '../../../src/domain/reports/entry-status.ts';

describe("a report's entry state from what its writer filled in", () => {
  it('is to be entered when nothing is filled in', () => {
    expect(reportEntryStatusOf({})).toBe('to-be-entered');
    expect(reportEntryStatusOf({ attendance: [{ attendance: 'not-reported' }, { attendance: 'not-reported' }] })).toBe('to-be-entered');
  });

  it('is partially entered with some attendance, a rating or an appreciation but not all', () => {
    expect(reportEntryStatusOf({ attendance: [{ attendance: 'present' }, { attendance: 'not-reported' }], rating: 4, appreciation: 'Bien' })).toBe(
      'partially-entered',
    );
    expect(reportEntryStatusOf({ rating: 3 })).toBe('partially-entered');
    expect(reportEntryStatusOf({ attendance: [{ attendance: 'present' }], appreciation: '  ' })).toBe('partially-entered');
  });

  it('is entered with every attendance line reported, a rating and an appreciation, and never confirmed', () => {
    expect(
      reportEntryStatusOf({ attendance: [{ attendance: 'present' }, { attendance: 'absent' }], rating: 2, appreciation: 'Élève absent, tuteur présent.' }),
    ).toBe('entered');
  });
});
