import { describe, expect, it } from 'vitest';
import { weeksSoFar } from '../src/pages/statistics/weeks.ts';

describe("statistics screen's weeks", () => {
  it('keeps the weeks that have begun and drops those still to come', () => {
    const rows = [
      { week: '2026-11-16', activePairs: 4 },
      { week: '2026-11-23', activePairs: 5 },
      { week: '2026-11-30', activePairs: 5 },
      { week: '2027-07-03', activePairs: 5 },
    ];
    expect(weeksSoFar(rows, new Date('2026-11-27T10:00:00Z')).map((row) => row.week)).toEqual(['2026-11-16', '2026-11-23']);
    expect(weeksSoFar(rows, new Date('2026-11-30T10:00:00Z')).map((row) => row.week)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });
});
