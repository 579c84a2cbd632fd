import { z } from 'zod';
import { MINIMUM_REGISTRATION_AGE } from '../constants.ts';
import { VALIDATION_MESSAGES as M, requiredOr } from './messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Age in whole years on `today` of someone born on `dateOfBirth` (both `YYYY-MM-DD`, calendar dates). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A date of birth for registration: a real past date and at least 16 years old on `now` (section 5).
 * `now` is a parameter so that the rule is testable and the server decides what today is.
 */
export function registrationDateOfBirthSchema(now: () => Date = () => new Date()) {
  return z
    .string({ error: requiredOr(M.date) })
    .regex(ISO_DATE, { error: M.date })
    .refine(isRealDate, { error: M.date })
    .refine((value) => ageOn(value, todayIso(now())) >= MINIMUM_REGISTRATION_AGE, {
      error: M.minimumAge,
      params: { min: MINIMUM_REGISTRATION_AGE },
    });
}

export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
