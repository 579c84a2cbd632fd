import type { TFunction } from 'i18next';

/**
 * The catalogue key of a score reason and the words of its distance: the distance is said by what it rests on
 * (`staffMatching.reasons.distanceBy.*`: "À 3,2 km", "Distance inconnue : adresse non localisée"), the other
 * reasons by their code.
 */
function reasonKey(reason: { code: string; basis?: string | undefined }): string {
  return reason.code === 'distance' ? `staffMatching.reasons.distanceBy.${reason.basis ?? 'unknown'}` : `staffMatching.reasons.${reason.code}`;
}

/** Kilometres as the reader's language writes them, one decimal at most ("3,2" in French, "3.2" in English). */
function kilometres(km: number | undefined, language: string): string {
  return km === undefined ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(km);
}

/** What a score reason says, in the reader's language: the fields both the candidates and the proposal give. */
interface ReasonFacts {
  code: string;
  basis?: string | undefined;
  km?: number | undefined;
  days?: number | undefined;
  department?: string | undefined;
  mode?: string | undefined;
}

/**
 * A score reason's words ("À 3,2 km", "En attente depuis 12 jours", "2 créneaux en commun"): its catalogue key
 * filled with its facts. `slots` is the number of free slots the pair shares, which some reasons count.
 */
export function reasonWords(t: TFunction, language: string, reason: ReasonFacts, slots: number): string {
  return t(reasonKey(reason), {
    distance: kilometres(reason.km, language),
    days: reason.days ?? 0,
    count: reasonCount(reason, slots),
    department: reason.department ?? '',
    mode: reason.mode ? t(`enums.tutoringModePreference.${reason.mode}`).toLowerCase() : '',
  });
}

/**
 * The number a reason's words agree with (`count`, for the plural forms: "1 jour", "3 jours"): the days a student
 * has waited for "waiting", the free slots shared otherwise.
 */
function reasonCount(reason: { code: string; days?: number | undefined }, slots: number): number {
  return reason.code === 'waiting' ? (reason.days ?? 0) : slots;
}
