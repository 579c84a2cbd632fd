/** Who can register, in the order the choice page shows them; `IS` is internal staff (by invitation). */
export const REGISTRATION_KINDS = ['tutor', 'parent', 'student', 'IS'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export function registrationKindOf(segment: string | undefined): RegistrationKind | undefined {
  return (REGISTRATION_KINDS as readonly string[]).includes(segment ?? '') ? (segment as RegistrationKind) : undefined;
}
