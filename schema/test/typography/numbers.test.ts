import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../src/typography/numbers.ts';

describe('formatDecimal', () => {
  it('uses a decimal comma in French and a point in English', () => {
    expect(formatDecimal(91.666, 'fr')).toBe('91,7');
    expect(formatDecimal(91.666, 'en')).toBe('91.7');
  });

  it('drops the decimals of a whole number and keeps the grouping of each language', () => {
    expect(formatDecimal(100, 'fr')).toBe('100');
    expect(formatDecimal(1234.5, 'fr')).toBe('1\u202f234,5');
    expect(formatDecimal(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes nothing for a missing figure', () => {
    expect(formatDecimal(Number.NaN, 'fr')).toBe('');
  });
});
