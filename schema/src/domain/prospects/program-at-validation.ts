/**
 * The program a validated prospect enters. Registration asks none (a future tutor or parent does not know the
 * association's programs), so a prospect usually has none until staff validate them; a person outside every program
 * is out of reach of every coordinator, who works within their programs, and could never be matched. So the
 * validation gives one: the prospect's own if they already have one, else the one the validating staff member
 * chose, within their own programs; a staff member of a single program gives theirs without being asked.
 */
export type ProgramAtValidation = { programId: string } | { refused: 'programRequired' | 'programOutsideReach' };

export function programAtValidation(input: {
  /** The prospect's program, if staff already gave one. */
  current?: string | undefined;
  /** The program chosen in the validation. */
  requested?: string | undefined;
  /** The validating staff member's programs; undefined when their reach is not limited to programs. */
  readerPrograms?: readonly string[] | undefined;
}): ProgramAtValidation {
  const { current, requested, readerPrograms } = input;
  if (current) return { programId: current };
  if (requested) return readerPrograms && !readerPrograms.includes(requested) ? { refused: 'programOutsideReach' } : { programId: requested };
  if (readerPrograms?.length === 1) return { programId: readerPrograms[0]! };
  return { refused: 'programRequired' };
}
