interface Titled {
  tutors?: { userId: string; fullName?: string }[];
  students?: { userId: string; fullName?: string }[];
}

/**
 * 'Juliette Lopez · Hugo Martin · Séance individuelle': who first, as a glance at a busy week needs (walk C-7), the
 * kind of session last; names as the reader may see them, else as stored.
 */
export function occurrenceTitle(occurrence: Titled, typeLabel: string | undefined): string {
  const names = [...(occurrence.tutors ?? []), ...(occurrence.students ?? [])].map((person) => person.fullName?.trim()).filter(Boolean);
  return [...names, typeLabel].filter(Boolean).join(' · ');
}
