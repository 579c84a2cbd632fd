import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ageOn,
  availabilitySchema,
  availabilitySlotSchema,
  brokenPasswordRules,
  chooseLocalCoordinatorSchema,
  childInvitationSchema,
  emailSchema,
  fileReferenceSchema,
  gridSlots,
  LANGUAGES,
  normaliseFrenchPhone,
  passwordSchema,
  phoneSchema,
  FRENCH_NUMBERING_AREAS,
  registrationSchema,
  scholarYears,
  sessions,
  SLOT_START_TIMES,
  translate,
  translateIssue,
  tutors,
  uploadCandidateSchema,
  userStatusInput,
  zipCodeSchema,
  type Field,
  type Language,
} from '../src/index.ts';

/** The first issue of a failed parse, translated in both languages. */
function refusal(schema: z.ZodType, value: unknown, fields?: Record<string, Field>) {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)?.slice(0, 80)} to be refused`).toBe(false);
  const issue = result.error!.issues[0]!;
  const messages = Object.fromEntries(LANGUAGES.map((language) => [language, translateIssue(issue, language, fields).message])) as Record<Language, string>;
  return { key: issue.message, path: issue.path.map(String).join('.'), ...messages };
}

/** A refusal is translated: never a raw key, different in French and English. */
function expectTranslated(found: { fr: string; en: string }) {
  for (const language of LANGUAGES) {
    expect(found[language]).not.toMatch(/^(validation|errors)\./);
    expect(found[language]).not.toMatch(/\{\{/);
  }
  expect(found.fr).not.toBe(found.en);
}

const NOW = () => new Date('2026-11-22T10:00:00Z');
const VALID_REGISTRATION = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.org',
  dateOfBirth: '2000-01-15',
  password: 'Tutorat#2026',
  acceptTerms: true,
};

describe('zip code: digits only', () => {
  it.each(['75011', '97400', '2000'])('accepts %s', (value) => expect(zipCodeSchema.parse(value)).toBe(value));
  it.each(['75 011', '2A004', 'abcde', '', '7501a'])('refuses %j', (value) => {
    const found = refusal(zipCodeSchema, value);
    expect(found.key).toBe('validation.zipCode');
    expectTranslated(found);
    expect(found.fr).toContain('chiffres');
  });
});

describe('e-mail', () => {
  it('accepts a valid address, trimmed and in lower case', () => expect(emailSchema.parse('  Camille.Martin@Example.ORG ')).toBe('camille.martin@example.org'));
  it.each(['camille', 'camille@', '@example.org', 'camille martin@example.org', 'a'.repeat(250) + '@example.org'])('refuses %j', (value) => {
    const found = refusal(emailSchema, value);
    expect(found.key).toBe('validation.email');
    expectTranslated(found);
  });
});

describe('French phone, normalised to +33… (prefixed with + when missing)', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['33612345678', '+33612345678'],
    ['01.42.68.53.00', '+33142685300'],
    ['+262 692 12 34 56', '+262692123456'],
    ['+590 590 27 12 34', '+590590271234'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseFrenchPhone(input)).toBe(expected);
    expect(phoneSchema.parse(input)).toBe(expected);
  });
  it.each(['+1 202 555 0143', '+44 20 7946 0958', '12', 'téléphone', '06 12 34', '+33 6 12 34 56 78 90'])('refuses %j', (value) => {
    const found = refusal(phoneSchema, value);
    expect(found.key).toBe('validation.phone');
    expectTranslated(found);
  });
});

describe('e-mail or phone required', () => {
  it('accepts either one', () => {
    const base = { contactDetails: { firstName: 'Lou', lastName: 'Bernard' } };
    expect(tutors.schemas.create.safeParse({ contactDetails: { ...base.contactDetails, email: 'lou@example.org' } }).success).toBe(true);
    expect(tutors.schemas.create.safeParse({ contactDetails: { ...base.contactDetails, phoneNumber: '0612345678' } }).success).toBe(true);
  });
  it('refuses neither, on both fields, in both languages', () => {
    const result = tutors.schemas.create.safeParse({ contactDetails: { firstName: 'Lou', lastName: 'Bernard' } });
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(['contactDetails.email', 'contactDetails.phoneNumber']);
    const fr = translateIssue(issues[0]!, 'fr', tutors.fields).message;
    const en = translateIssue(issues[0]!, 'en', tutors.fields).message;
    expect(fr).toMatch(/e-mail.*téléphone/i);
    expect(en).toMatch(/e-mail.*phone/i);
  });
  it('applies at registration too', () => {
    const { email: _email, ...withoutEmail } = VALID_REGISTRATION;
    expect(registrationSchema(NOW).safeParse(withoutEmail).success).toBe(false);
    expect(registrationSchema(NOW).safeParse({ ...withoutEmail, phoneNumber: '0612345678' }).success).toBe(true);
  });
});

describe('minimum age 16 at registration', () => {
  it('computes ages on calendar dates', () => {
    expect(ageOn('2010-11-22', '2026-11-22')).toBe(16);
    expect(ageOn('2010-11-23', '2026-11-22')).toBe(15);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
  });
  it('accepts 16 today, refuses 16 tomorrow, with the bound in the message', () => {
    expect(registrationSchema(NOW).safeParse({ ...VALID_REGISTRATION, dateOfBirth: '2010-11-22' }).success).toBe(true);
    const found = refusal(registrationSchema(NOW), { ...VALID_REGISTRATION, dateOfBirth: '2010-11-23' });
    expect(found).toMatchObject({ key: 'validation.minimumAge', path: 'dateOfBirth' });
    expectTranslated(found);
    expect(found.fr).toContain('16');
    expect(found.en).toContain('16');
  });
  it.each(['2010-02-30', '22/11/2000', 'yesterday'])('refuses the non-date %j', (dateOfBirth) => {
    expect(refusal(registrationSchema(NOW), { ...VALID_REGISTRATION, dateOfBirth }).key).toBe('validation.date');
  });
});

describe('password policy: 8+ characters, a digit, lower and upper case, a special character', () => {
  it.each(['Tutorat#2026', 'Ab1!abcd', 'Élève+2026'])('accepts %j', (value) => expect(passwordSchema.safeParse(value).success).toBe(true));
  it.each([
    ['Ab1!abc', ['length']],
    ['tutorat#2026', ['uppercase']],
    ['TUTORAT#2026', ['lowercase']],
    ['Tutorat#abcd', ['digit']],
    ['Tutorat2026', ['special']],
    ['abc', ['length', 'digit', 'uppercase', 'special']],
  ])('%j breaks %j', (value, broken) => {
    expect(brokenPasswordRules(value)).toEqual(broken);
    const found = refusal(passwordSchema, value);
    expect(found.key).toBe('validation.password');
    expectTranslated(found);
    expect(found.fr).toContain('8');
  });
  it('refuses an overlong password before anyone hashes it', () => expect(passwordSchema.safeParse(`Aa1!${'x'.repeat(200)}`).success).toBe(false));
});

describe('uploads: PDF only, at most 25 MB', () => {
  const file = { fileId: 'f1', fileName: 'casier.pdf', mimeType: 'application/pdf', size: 25 * 1024 * 1024 };
  it('accepts a 25 MB PDF', () => {
    expect(fileReferenceSchema.safeParse(file).success).toBe(true);
    expect(uploadCandidateSchema.safeParse({ name: 'casier.pdf', type: 'application/pdf', size: file.size }).success).toBe(true);
  });
  it('refuses one byte more', () => {
    const found = refusal(fileReferenceSchema, { ...file, size: file.size + 1 });
    expect(found.key).toBe('validation.fileTooLarge');
    expectTranslated(found);
    expect(found.fr).toContain('25');
  });
  it('refuses anything but a PDF', () => {
    const found = refusal(fileReferenceSchema, { ...file, mimeType: 'image/png' });
    expect(found.key).toBe('validation.pdfOnly');
    expectTranslated(found);
    expect(refusal(uploadCandidateSchema, { name: 'photo.png', type: 'application/pdf', size: 10 }).key).toBe('validation.pdfOnly');
  });
});

describe('at least one VSC', () => {
  const session = {
    sessionType: 'session-0',
    status: 'session-0-to-be-scheduled',
    sessionDate: { startDate: '2026-12-01T17:00:00+01:00', endDate: '2026-12-01T18:00:00+01:00' },
  };
  it('in the local-coordinator dialog', () => {
    expect(chooseLocalCoordinatorSchema.safeParse({ vsc: [{ vscId: 'vsc-1', vscName: 'Nora' }] }).success).toBe(true);
    const found = refusal(chooseLocalCoordinatorSchema, { vsc: [] });
    expect(found.key).toBe('validation.vscRequired');
    expectTranslated(found);
    expect(refusal(chooseLocalCoordinatorSchema, {}).key).toBe('validation.vscRequired');
  });
  it('on a session', () => {
    expect(sessions.schemas.create.safeParse({ ...session, vsc: [{ vscId: 'vsc-1' }] }).success).toBe(true);
    expect(refusal(sessions.schemas.create, session, sessions.fields).key).toBe('validation.vscRequired');
  });
  it("a session's end comes after its start", () => {
    const backwards = {
      ...session,
      vsc: [{ vscId: 'vsc-1' }],
      sessionDate: { startDate: session.sessionDate.endDate, endDate: session.sessionDate.startDate },
    };
    const found = refusal(sessions.schemas.create, backwards, sessions.fields);
    expect(found).toMatchObject({ key: 'validation.endBeforeStart', path: 'sessionDate.endDate' });
    expectTranslated(found);
    expect(refusal(scholarYears.schemas.create, { scholarYear: '2026-2027', startDate: '2027-07-01', endDate: '2026-09-01' }).key).toBe(
      'validation.endBeforeStart',
    );
  });
});

describe('invitation mode required', () => {
  it('is refused without a mode', () => {
    const found = refusal(childInvitationSchema, { childUserId: 'student-1', email: 'child@example.org' });
    expect(found).toMatchObject({ key: 'validation.invitationModeRequired', path: 'mode' });
    expectTranslated(found);
  });
  it('then needs the matching contact', () => {
    expect(childInvitationSchema.safeParse({ childUserId: 'student-1', mode: 'email', email: 'child@example.org' }).success).toBe(true);
    expect(childInvitationSchema.safeParse({ childUserId: 'student-1', mode: 'phone', phoneNumber: '0612345678' }).success).toBe(true);
    expect(refusal(childInvitationSchema, { childUserId: 'student-1', mode: 'phone', email: 'child@example.org' })).toMatchObject({
      key: 'validation.required',
      path: 'phoneNumber',
    });
  });
});

describe('availability: the 30-minute grid from 08:00, one-hour slots, weekend only when enabled', () => {
  it('has 24 start times a day, 08:00 to 19:30, each slot one hour', () => {
    expect(SLOT_START_TIMES).toHaveLength(24);
    expect(SLOT_START_TIMES[0]).toBe('08:00');
    expect(SLOT_START_TIMES.at(-1)).toBe('19:30');
    expect(gridSlots()).toHaveLength(5 * 24);
    expect(gridSlots(true)).toHaveLength(7 * 24);
    expect(gridSlots().at(-1)).toEqual({ dayOfTheWeek: 5, startTime: '19:30', endTime: '20:30' });
    expect(new Set(gridSlots().map((slot) => slot.dayOfTheWeek))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
  it.each([
    { dayOfTheWeek: 1, startTime: '08:00', endTime: '09:00' },
    { dayOfTheWeek: 3, startTime: '14:30', endTime: '15:30', taken: true },
    { dayOfTheWeek: 5, startTime: '19:30', endTime: '20:30' },
  ])('accepts %j', (slot) => expect(availabilitySlotSchema.safeParse(slot).success).toBe(true));
  it.each([
    [{ dayOfTheWeek: 1, startTime: '08:15', endTime: '09:15' }, 'validation.availabilityGrid'],
    [{ dayOfTheWeek: 1, startTime: '07:30', endTime: '08:30' }, 'validation.availabilityGrid'],
    [{ dayOfTheWeek: 1, startTime: '20:00', endTime: '21:00' }, 'validation.availabilityGrid'],
    [{ dayOfTheWeek: 1, startTime: '10:00', endTime: '10:30' }, 'validation.availabilityOneHour'],
    [{ dayOfTheWeek: 8, startTime: '10:00', endTime: '11:00' }, 'validation.invalid'],
    [{ dayOfTheWeek: 1, startTime: '25:00', endTime: '26:00' }, 'validation.time'],
  ])('refuses %j with %s', (slot, key) => {
    const found = refusal(availabilitySlotSchema, slot);
    expect(found.key).toBe(key);
    expectTranslated(found);
  });
  it('refuses the same slot twice', () => {
    const slot = { dayOfTheWeek: 2, startTime: '10:00', endTime: '11:00' };
    expect(refusal(availabilitySchema, [slot, slot]).key).toBe('validation.availabilityDuplicate');
  });
  it('refuses weekend slots unless the weekend is enabled', () => {
    const tutor = (weekendAvailability: boolean) => ({
      contactDetails: { firstName: 'Lou', lastName: 'Bernard', email: 'lou@example.org' },
      tutorPreferences: { weekendAvailability, availability: [{ dayOfTheWeek: 6, startTime: '10:00', endTime: '11:00' }] },
    });
    expect(tutors.schemas.create.safeParse(tutor(true)).success).toBe(true);
    const found = refusal(tutors.schemas.create, tutor(false), tutors.fields);
    expect(found).toMatchObject({ key: 'validation.availabilityWeekend', path: 'tutorPreferences.availability.0.dayOfTheWeek' });
    expectTranslated(found);
  });
});

describe('messages name the field, in both languages', () => {
  it('required: "{field} is required"', () => {
    const result = tutors.schemas.create.safeParse({ contactDetails: { lastName: 'Bernard', email: 'lou@example.org' } });
    const issue = result.error!.issues[0]!;
    expect(issue.message).toBe('validation.required');
    expect(translateIssue(issue, 'fr', tutors.fields).message).toBe(`${translate('fr', 'users.fields.contactDetails.firstName')} est obligatoire`);
    expect(translateIssue(issue, 'en', tutors.fields).message).toBe(`${translate('en', 'users.fields.contactDetails.firstName')} is required`);
  });
  it('without a known field, the generic "This field is required"', () => {
    const issue = passwordSchema.safeParse(undefined).error!.issues[0]!;
    expect(issue.message).toBe('validation.required');
    expect(translateIssue(issue, 'en').message).toBe('This field is required');
    expect(translateIssue(issue, 'fr').message).toBe('Ce champ est obligatoire');
  });
  it('too long: the bound is in the message', () => {
    const issue = tutors.schemas.create.safeParse({ contactDetails: { firstName: 'x'.repeat(101), lastName: 'B', email: 'b@example.org' } }).error!.issues[0]!;
    expect(translateIssue(issue, 'fr', tutors.fields).message).toContain('100');
    expect(translateIssue(issue, 'en', tutors.fields).message).toContain('100');
  });
});

describe('bad input is refused, never stored', () => {
  const valid = { contactDetails: { firstName: 'Lou', lastName: 'Bernard', email: 'lou@example.org' } };
  it('unknown fields', () => {
    const result = tutors.schemas.create.safeParse({ ...valid, isAdmin: true });
    expect(result.success).toBe(false);
    expect(translateIssue(result.error!.issues[0]!, 'en').message).toContain('isAdmin');
  });
  it('operators in place of values', () => {
    expect(tutors.schemas.create.safeParse({ contactDetails: { ...valid.contactDetails, firstName: { $gt: '' } } }).success).toBe(false);
    expect(tutors.schemas.update.safeParse({ status: { $ne: 'active' } }).success).toBe(false);
  });
  it('huge strings', () =>
    expect(tutors.schemas.create.safeParse({ contactDetails: { ...valid.contactDetails, lastName: 'x'.repeat(10_000) } }).success).toBe(false));
  it('server-managed fields', () => {
    expect(tutors.schemas.create.safeParse({ ...valid, userRole: 'super_administrator' }).success).toBe(false);
    expect(tutors.schemas.update.safeParse({ id: 'other' }).success).toBe(false);
  });
});

describe('user status', () => {
  it("accepts the legacy spelling 'deactiveted' and stores 'deactivated'", () => {
    expect(userStatusInput.parse('deactiveted')).toBe('deactivated');
    expect(tutors.schemas.update.parse({ status: 'deactiveted' })).toEqual({ status: 'deactivated' });
  });
  it('refuses an unknown status', () => expect(userStatusInput.safeParse('gone').success).toBe(false));
});

describe('French phone metadata', () => {
  it('is libphonenumber-js’s own metadata for the French numbering areas, regenerated after an upgrade', async () => {
    // @ts-expect-error: a plain script without types; it is what writes the file.
    const { frenchPhoneMetadata, FRENCH_NUMBERING_AREAS: scriptAreas } = (await import('../scripts/french-phone-metadata.mjs')) as {
      frenchPhoneMetadata: () => unknown;
      FRENCH_NUMBERING_AREAS: string[];
    };
    const committed = JSON.parse(readFileSync(new URL('../src/validation/french-phone-metadata.json', import.meta.url), 'utf8')) as unknown;
    expect(committed, 'run: node schema/scripts/french-phone-metadata.mjs').toEqual(frenchPhoneMetadata());
    expect(scriptAreas).toEqual([...FRENCH_NUMBERING_AREAS]);
  });

  it('still accepts every French area and refuses other countries', () => {
    for (const number of [
      '06 12 34 56 78',
      '+33 1 23 45 67 89',
      '33612345678',
      '+590 690 00 12 34',
      '+262 692 12 34 56',
      '+687 75 12 34',
      '+596 696 12 34 56',
    ]) {
      expect(normaliseFrenchPhone(number), number).toBeDefined();
    }
    for (const number of ['+44 7911 123456', '+1 202 555 0143', '+49 1512 3456789', '12']) expect(normaliseFrenchPhone(number), number).toBeUndefined();
  });
});
