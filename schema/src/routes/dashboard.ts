import { isStaffRole } from '../enums/roles.ts';
import { PROGRAM_IDS } from '../reference/programs.ts';
import { defineAbilityFor, type AbilityContext } from '../ability/define-ability.ts';
import { effectiveRole, programsOf, type SessionUser } from '../ability/effective-role.ts';
import { getResource } from '../resources.ts';
import type { matchingStatuses } from '../enums/people.ts';
import type { reportEntryStatuses } from '../enums/sessions.ts';

type MatchingStatus = (typeof matchingStatuses.values)[number];
type ReportEntryStatus = (typeof reportEntryStatuses.values)[number];

/** Section 4: a candidate not matched with a tutor, or matched only in part. */
export const WAITING_FOR_A_TUTOR: readonly MatchingStatus[] = ['unmatched', 'partial'];
/** Section 4: a report whose entry is done, which staff may then validate. */
export const REPORT_ENTRY_DONE: readonly ReportEntryStatus[] = ['entered', 'confirmed'];

export const DASHBOARD_CARD_KEYS = ['tutors', 'parents', 'students', 'sessions', 'matching', 'reports'] as const;
export type DashboardCardKey = (typeof DASHBOARD_CARD_KEYS)[number];
import { screensFor } from './staff-screens.ts';

export interface DashboardCard {
  key: DashboardCardKey;
  /** The resource the card counts and opens (a CASL subject). */
  resource: string;
  labelKey: string;
  /** What the figure counts, when it is not every record the reader may see ('waiting for a tutor'). */
  captionKey?: string;
  path: string;
  /**
   * The records the figure counts, as a store filter on the resource's own fields, combined with the reader's
   * access; none counts every record they may read. Its fields must be readable by the reader on every record.
   */
  countWhere?: Readonly<Record<string, unknown>>;
}

const card = (key: DashboardCardKey, resource: string, countWhere?: DashboardCard['countWhere']): DashboardCard => ({
  key,
  resource,
  labelKey: `dashboard.cards.${key}`,
  ...(countWhere && { captionKey: `dashboard.captions.${key}`, countWhere }),
  path: getResource(resource).staffPath!,
});

/**
 * Every card shows a figure (issue 11 asks it of matching and reports too, where section 2 had none). Matching
 * counts the students waiting for a tutor: the candidates of the matching list, which the card opens, not yet
 * given a tutor or only in part (section 4's unmatched and partial). Reports counts the class reports to validate:
 * their entry is done (entered or confirmed, section 4) and nobody has validated them yet.
 */
const CARDS: readonly DashboardCard[] = [
  card('tutors', 'tutors'),
  card('parents', 'parents'),
  card('students', 'students'),
  card('sessions', 'sessions'),
  card('matching', 'matching', { status: { $in: [...WAITING_FOR_A_TUTOR] } }),
  card('reports', 'classReports', { status: { $in: [...REPORT_ENTRY_DONE] }, isValidated: { $ne: true } }),
];

/**
 * The program whose coordinators get the alternative home (section 2 does not name it; the dashboard rule of the
 * same section singles out solidarity tutoring, so it is this one).
 */
export const ALTERNATIVE_HOME_PROGRAM_ID = PROGRAM_IDS.solidarityTutoring;

/** True when the user's first program is solidarity tutoring (their programs are ordered by preference). */
function leadsSolidarityTutoring(user: SessionUser): boolean {
  return programsOf(user)[0] === PROGRAM_IDS.solidarityTutoring;
}

/**
 * The staff dashboard cards a user sees: those whose list screen they have (their role has the screen and their
 * ability reads the area, the same test as the menu's, so a card never opens a refusal), without parents and
 * matching for managers and coordinators of the solidarity-tutoring program (section 2).
 */
export function dashboardCardsFor(user: SessionUser, context: AbilityContext = {}): DashboardCard[] {
  const role = effectiveRole(user);
  if (!role || !isStaffRole(role)) return [];
  const ability = defineAbilityFor(user, context);
  const hideFamilyCards = (role === 'manager' || role === 'coordinator') && leadsSolidarityTutoring(user);
  return CARDS.filter((card) => screensFor(role, ability, card.resource).includes('list')).filter(
    (card) => !(hideFamilyCards && (card.key === 'parents' || card.key === 'matching')),
  );
}

/** Coordinators whose first program is the alternative-home program see the alternative home. */
export function homeVariantFor(user: SessionUser): 'standard' | 'alternative' {
  return effectiveRole(user) === 'coordinator' && programsOf(user)[0] === ALTERNATIVE_HOME_PROGRAM_ID ? 'alternative' : 'standard';
}
