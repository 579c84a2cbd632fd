import { describe, expect, it } from 'vitest';
import { toCsv } from '../src/pages/statistics/csv.ts';

describe("statistics screen's CSV", () => {
  it('neutralises a label a spreadsheet would run as a formula, and keeps numbers', () => {
    const csv = toCsv(
      ['Niveau', 'Places'],
      [
        [`-2+3+cmd|' /C calc'!A0`, -2],
        ['=1+1;x', 4],
        ['+33 6 12 34 56 78', 0],
      ],
    );
    expect(csv).toBe(`\uFEFFNiveau;Places\r\n'-2+3+cmd|' /C calc'!A0;-2\r\n"'=1+1;x";4\r\n+33 6 12 34 56 78;0\r\n`);
  });
});
