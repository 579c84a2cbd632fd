import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES as M, requiredOr } from './messages.ts';

/**
 * The newer password policy (section 5): at least 8 characters with a digit, a lower-case letter, an upper-case
 * letter and a special character. The older 6-character policy is not accepted for new passwords.
 */
export const PASSWORD_RULES = [
  { id: 'length', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
  { id: 'lowercase', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'uppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'special', test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The rules a candidate password breaks, for a checklist under the field. */
export function brokenPasswordRules(value: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.id);
}

/** Long enough for any passphrase, short enough that hashing it is never a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: requiredOr(M.password) })
  .max(PASSWORD_MAX_LENGTH, { error: M.maxLength })
  .refine((value) => brokenPasswordRules(value).length === 0, { error: M.password });
