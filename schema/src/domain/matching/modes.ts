/**
 * How a tutor and a family meet (issue "Matching that staff can trust", mode and type). Each says online, in person
 * or both; a pair is possible only when they share a mode, and the session a match books takes the mode they share.
 */
export type TutoringMode = 'online' | 'in-person';

export const BOTH_MODES: readonly TutoringMode[] = ['online', 'in-person'];
const ONLINE_ONLY: readonly TutoringMode[] = ['online'];
const IN_PERSON_ONLY: readonly TutoringMode[] = ['in-person'];

/**
 * The modes a preference accepts. Unset reads as both: records made before the question was asked exclude nobody,
 * and a family who did not say is not refused a tutor for it.
 */
export function acceptedModes(preference: unknown): readonly TutoringMode[] {
  if (preference === 'online') return ONLINE_ONLY;
  if (preference === 'in-person') return IN_PERSON_ONLY;
  return BOTH_MODES;
}

/** The modes both accept, in the order of BOTH_MODES. */
export function sharedModes(tutor: { modes: readonly TutoringMode[] }, student: { modes: readonly TutoringMode[] }): TutoringMode[] {
  return BOTH_MODES.filter((mode) => tutor.modes.includes(mode) && student.modes.includes(mode));
}

/**
 * The mode of the sessions a match books: the one they share. When both accept both, nothing is decided for them
 * (undefined): staff set it on the session, or give it with the match.
 */
export function modeOfPair(
  tutor: { modes: readonly TutoringMode[] },
  student: { modes: readonly TutoringMode[] },
  chosen?: TutoringMode,
): TutoringMode | undefined {
  const shared = sharedModes(tutor, student);
  if (chosen && shared.includes(chosen)) return chosen;
  return shared.length === 1 ? shared[0] : undefined;
}

/** A single accepted mode, or undefined for someone who accepts both: what "en présentiel seulement" names. */
export function onlyMode(person: { modes: readonly TutoringMode[] }): TutoringMode | undefined {
  return person.modes.length === 1 ? person.modes[0] : undefined;
}

/** A student offered private pairs: not one who wants group sessions only (they are offered the open group sessions). */
export function wantsPrivatePair(student: { tutoringType: string | undefined }): boolean {
  return student.tutoringType !== 'group';
}

/**
 * Where an in-person pair meets: at the establishment they share (the tutor tutors there and the student studies
 * there), else at the student's home. Undefined when they meet online.
 */
export type PairPlace = { placeType: 'school'; establishmentId: string } | { placeType: 'home' };

export function placeOfPair(
  tutor: { establishments: readonly string[] },
  student: { establishments: readonly string[] },
  mode: TutoringMode | undefined,
): PairPlace | undefined {
  if (mode !== 'in-person') return undefined;
  const establishmentId = student.establishments.find((id) => tutor.establishments.includes(id));
  return establishmentId ? { placeType: 'school', establishmentId } : { placeType: 'home' };
}
