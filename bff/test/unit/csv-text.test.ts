import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/export/csv-text.ts';

describe('csvText, the one CSV writer of the server', () => {
  it('neutralises formulas in every string cell, headers included, and keeps the cells quoted properly', () => {
    const text = csvText([
      ['=title', 'name'],
      [`-2+3+cmd|' /C calc'!A0`, '+1+HYPERLINK("http://x");x'],
      ['+33 6 12 34 56 78', '-12.5'],
      ['\r=1+1', 'Léa'],
    ]);
    expect(text.split('\n')).toEqual([
      `'=title;name`,
      `'-2+3+cmd|' /C calc'!A0;"'+1+HYPERLINK(""http://x"");x"`,
      '+33 6 12 34 56 78;-12.5',
      `"'\r=1+1";Léa`,
      '',
    ]);
  });

  it('leaves numbers that are numbers as they are', () => {
    expect(csvText([[-3, 4.5]])).toBe('-3;4.5\n');
  });
});
