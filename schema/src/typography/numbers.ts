import { intlLocale } from './locale.ts';

/** '91,7' in French, '91.7' in English; at most `digits` decimals, none when the number is whole. */
export function formatDecimal(value: number, language: string | undefined, digits = 1): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: digits }).format(value);
}
