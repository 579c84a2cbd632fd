import { FIT_RULES, type FitRule, type HardConstraint } from './constraints.ts';
import { onlyMode, type TutoringMode } from './modes.ts';
import type { MatchStudent, MatchTutor } from './profiles.ts';

/**
 * When nothing fits, staff and the tutor are told which rule kept out the nearest candidates: those who meet every
 * hard constraint but one rule of how they would meet. Counted by rule and, for the mode, by the only mode the
 * excluded people accept ("2 élèves en présentiel seulement", "1 tuteur en ligne seulement").
 */
export interface Exclusion {
  rule: FitRule;
  /** Who was kept out: students (for a tutor) or tutors (for a student). */
  role: 'student' | 'tutor';
  /** For `mode`: the only mode the people kept out accept. */
  mode?: TutoringMode;
  /** For `distance`: the program's bound they are beyond. */
  maxDistanceKm?: number;
  count: number;
}

/** The one fit rule that alone keeps the pair apart; undefined when they fit, or when anything else fails too. */
export function nearMissRule(unmet: readonly HardConstraint[]): FitRule | undefined {
  if (unmet.length !== 1) return undefined;
  const [rule] = unmet;
  return (FIT_RULES as readonly string[]).includes(rule!) ? (rule as FitRule) : undefined;
}

/** Counts near misses as they are met; each person once (a student may offer several of the tutor's slots). */
export class ExclusionCounter {
  private readonly seen = new Map<string, string>();

  constructor(private readonly role: 'student' | 'tutor') {}

  add(rule: FitRule, tutor: Pick<MatchTutor, 'id' | 'modes'>, student: Pick<MatchStudent, 'id' | 'modes' | 'maxDistanceKm'>): void {
    const person = this.role === 'student' ? student : tutor;
    if (this.seen.has(person.id)) return;
    const mode = rule === 'mode' ? onlyMode(person) : undefined;
    const bound = rule === 'distance' ? student.maxDistanceKm : undefined;
    this.seen.set(person.id, `${rule}|${mode ?? ''}|${bound ?? ''}`);
  }

  /** Most excluded first, then by rule and mode, so the answer never depends on the read order. */
  list(): Exclusion[] {
    const counts = new Map<string, number>();
    for (const key of this.seen.values()) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts.entries()]
      .map(([key, count]) => {
        const [rule, mode, bound] = key.split('|') as [FitRule, string, string];
        return { rule, role: this.role, ...(mode && { mode: mode as TutoringMode }), ...(bound && { maxDistanceKm: Number(bound) }), count };
      })
      .sort(
        (a, b) =>
          b.count - a.count || a.rule.localeCompare(b.rule) || (a.mode ?? '').localeCompare(b.mode ?? '') || (a.maxDistanceKm ?? 0) - (b.maxDistanceKm ?? 0),
      );
  }
}

/** The catalogue key of an exclusion's words (`matchingExclusions.*`, shared by both apps), with `count` (and `km`). */
export function exclusionMessageKey(exclusion: Pick<Exclusion, 'rule' | 'role' | 'mode'>): string {
  const role = exclusion.role === 'student' ? 'Student' : 'Tutor';
  const mode = exclusion.mode === 'online' ? 'Online' : exclusion.mode === 'in-person' ? 'InPerson' : '';
  return `matchingExclusions.${exclusion.rule}${role}${mode}`;
}
