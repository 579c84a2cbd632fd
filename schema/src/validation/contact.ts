import { z } from 'zod';
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import frenchPhoneMetadata from './french-phone-metadata.json' with { type: 'json' };
import { VALIDATION_MESSAGES as M, requiredOr } from './messages.ts';

export const emailSchema = z
  .string({ error: requiredOr(M.email) })
  .trim()
  .toLowerCase()
  .max(254, { error: M.email })
  .pipe(z.email({ error: M.email }));

/**
 * France and the overseas departments and collectivities, which have their own calling codes. The phone
 * metadata is libphonenumber-js's own, kept to these areas (`schema/scripts/french-phone-metadata.mjs`), so that
 * the apps do not carry the whole world's numbering plans.
 */
export const FRENCH_NUMBERING_AREAS: readonly CountryCode[] = ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC'];
const METADATA = frenchPhoneMetadata as unknown as MetadataJson;

/**
 * Normalises a French phone number to E.164 (`+33612345678`), or answers undefined when it is not one.
 * Accepts the national form (`06 12 34 56 78`), the international one, and the international one without its
 * leading `+` (`33612345678`), which the old system stored and completed with a `+` (section 5).
 */
export function normaliseFrenchPhone(input: string): string | undefined {
  const compact = input.replace(/[\s.\-()]/g, '');
  if (!/^\+?\d{6,15}$/.test(compact)) return undefined;
  const candidate = !compact.startsWith('+') && !compact.startsWith('0') ? `+${compact}` : compact;
  const phone = parsePhoneNumberFromString(candidate, 'FR', METADATA);
  if (!phone?.isValid() || !phone.country || !FRENCH_NUMBERING_AREAS.includes(phone.country)) return undefined;
  return phone.number;
}

export const phoneSchema = z
  .string({ error: requiredOr(M.phone) })
  .trim()
  .max(32, { error: M.phone })
  .transform((value, context) => {
    const normalised = normaliseFrenchPhone(value);
    if (normalised === undefined) {
      context.addIssue({ code: 'custom', message: M.phone, input: value });
      return z.NEVER;
    }
    return normalised;
  });

/** Zip codes are digits only (section 5); French ones have five, some foreign ones fewer or more. */
export const zipCodeSchema = z
  .string({ error: requiredOr(M.zipCode) })
  .trim()
  .regex(/^\d{3,10}$/, { error: M.zipCode });

/**
 * Either an e-mail or a phone number is required (section 5). A record-level rule: it reports on both fields so
 * that each form field shows why.
 */
export function requireEmailOrPhone(
  value: { email?: unknown; phoneNumber?: unknown } | undefined,
  context: z.RefinementCtx,
  pathPrefix: readonly string[] = [],
): void {
  const has = (field: unknown) => typeof field === 'string' && field.trim() !== '';
  if (has(value?.email) || has(value?.phoneNumber)) return;
  for (const field of ['email', 'phoneNumber']) {
    context.addIssue({ code: 'custom', message: M.emailOrPhone, path: [...pathPrefix, field], input: value });
  }
}
