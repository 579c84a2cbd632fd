import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '@binome/schema';

/**
 * Rows as CSV text, the one way the server writes a CSV: `;`-separated (spreadsheets set to French expect it) and
 * every string cell, headers included, neutralised against formula injection through csv-stringify's own `cast`,
 * so that no export can forget it. The quoting csv-stringify then applies is unchanged by the apostrophe.
 */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], { delimiter: ';', cast: { string: neutraliseFormula } });
}
