/**
 * The catalogue key of a score reason and the words of its distance: the distance is said by what it rests on
 * (`staffMatching.reasons.distanceBy.*`: "À 3,2 km", "Distance inconnue : adresse non localisée"), the other
 * reasons by their code.
 */
export function reasonKey(reason: { code: string; basis?: string | undefined }): string {
  return reason.code === 'distance' ? `staffMatching.reasons.distanceBy.${reason.basis ?? 'unknown'}` : `staffMatching.reasons.${reason.code}`;
}

/** Kilometres as the reader's language writes them, one decimal at most ("3,2" in French, "3.2" in English). */
export function kilometres(km: number | undefined, language: string): string {
  return km === undefined ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(km);
}

/**
 * The number a reason's words agree with (`count`, for the plural forms: "1 jour", "3 jours"): the days a student
 * has waited for "waiting", the free slots shared otherwise.
 */
export function reasonCount(reason: { code: string; days?: number | undefined }, slots: number): number {
  return reason.code === 'waiting' ? (reason.days ?? 0) : slots;
}
