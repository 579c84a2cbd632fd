import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../src/index.ts';

describe('neutraliseFormula (CSV injection)', () => {
  it('prefixes with an apostrophe every cell a spreadsheet would run as a formula', () => {
    for (const payload of [
      `-2+3+cmd|' /C calc'!A0`,
      '+1+HYPERLINK("http://x")',
      '@SUM(1+1)',
      '=1+1',
      '\t=1+1',
      '\r=1+1',
      '\tplain',
      '-',
      '+',
      '=',
      '-1+1',
      '+33 6 12 34 56 78+A1',
      '-2e3+cmd|x',
    ]) {
      expect(neutraliseFormula(payload), JSON.stringify(payload)).toBe(`'${payload}`);
    }
  });

  it('looks past the spaces before the first character, as spreadsheets do', () => {
    expect(neutraliseFormula('  =1+1')).toBe(`'  =1+1`);
    expect(neutraliseFormula(' @SUM(1)')).toBe(`' @SUM(1)`);
  });

  it('keeps numbers and phone numbers as a whole, and every ordinary text', () => {
    for (const value of [
      '-12.5',
      '+3',
      '-0,75',
      '-1e3',
      ' -12',
      '+33 6 12 34 56 78',
      '+33612345678',
      '+1 (555) 123-4567',
      '+33.6.12.34.56.78',
      '06 12 34 56 78',
      'Léa Martin',
      'a=b',
      'x-1',
      '',
      ' ',
    ]) {
      expect(neutraliseFormula(value), JSON.stringify(value)).toBe(value);
    }
  });
});
