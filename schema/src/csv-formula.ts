/**
 * CSV injection (OWASP): a spreadsheet runs a cell whose first character is `=`, `+`, `-` or `@` as a formula
 * (and strips a leading tab or carriage return before looking), so a name like `-2+3+cmd|' /C calc'!A0` typed in
 * a form becomes a command on the computer of whoever opens the export. Such a cell gets a leading apostrophe,
 * which spreadsheets show as text and never evaluate.
 *
 * A number or a phone number as a whole (`-12.5`, `+33 6 12 34 56 78`) is left as it is: it holds no function,
 * no reference and no DDE call, and an apostrophe would spoil a phone column. Spaces before the first character
 * do not hide it: spreadsheets skip them too.
 *
 * Shared by every CSV the platform writes (the server's exports, the statistics screen's tables).
 */
export function neutraliseFormula(text: string): string {
  if (/^[\t\r]/.test(text)) return `'${text}`;
  const trimmed = text.trimStart();
  if (!/^[=+\-@]/.test(trimmed)) return text;
  if (NUMBER.test(trimmed.trimEnd()) || PHONE.test(trimmed.trimEnd())) return text;
  return `'${text}`;
}

/** A signed decimal number, with a point or a comma (`-12.5`, `+3`, `-0,75`, `-1e3`). */
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;
/** An international phone number: `+`, then digits, spaces, dots, hyphens and parentheses only, ending on a digit. */
const PHONE = /^\+\d[\d .()-]*\d$/;
