/**
 * Validation messages are i18n keys (namespace `validation`), never sentences: the apps translate them with the
 * field's label as `{{field}}` and the bound as `{{min}}` / `{{max}}` (see i18n/translate-issue.ts).
 */
export const VALIDATION_MESSAGES = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  noWhitespace: 'validation.noWhitespace',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  unknownField: 'validation.unknownField',
  /** The last detail of an answer that lists only the first problems: how many more there are. */
  moreProblems: 'validation.moreProblems',
  email: 'validation.email',
  phone: 'validation.phone',
  zipCode: 'validation.zipCode',
  url: 'validation.url',
  date: 'validation.date',
  dateTime: 'validation.dateTime',
  time: 'validation.time',
  id: 'validation.id',
  emailOrPhone: 'validation.emailOrPhone',
  minimumAge: 'validation.minimumAge',
  password: 'validation.password',
  passwordsDiffer: 'validation.passwordsDiffer',
  pdfOnly: 'validation.pdfOnly',
  fileTooLarge: 'validation.fileTooLarge',
  attestationRequired: 'validation.attestationRequired',
  /** A checkbox is not a field one "fills": the sentence says what to do (walk X-1). */
  acceptTerms: 'validation.acceptTerms',
  vscRequired: 'validation.vscRequired',
  invitationModeRequired: 'validation.invitationModeRequired',
  availabilityGrid: 'validation.availabilityGrid',
  availabilityOneHour: 'validation.availabilityOneHour',
  availabilityWeekend: 'validation.availabilityWeekend',
  availabilityDuplicate: 'validation.availabilityDuplicate',
  endBeforeStart: 'validation.endBeforeStart',
  recurrenceMismatch: 'validation.recurrenceMismatch',
  rating: 'validation.rating',
  /** `If-Match: *` names no revision: a change must carry the ETag it read. */
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** zod error callback: "required" when the value is missing, `key` when it is there but wrong. */
export function requiredOr(key: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? VALIDATION_MESSAGES.required : key);
}
