import { isStaffRole } from '../enums/roles.ts';
import { PROGRAM_IDS } from '../reference/programs.ts';
import { defineAbilityFor, type AbilityContext } from '../ability/define-ability.ts';
import { effectiveRole, programsOf, type SessionUser } from '../ability/effective-role.ts';
import { getResource } from '../resources.ts';
import { screensFor } from './staff-screens.ts';

export interface DashboardCard {
  key: 'tutors' | 'parents' | 'students' | 'sessions' | 'matching' | 'reports';
  labelKey: string;
  /** The resource whose list the card opens. */
  resource: string;
  path: string;
  /** Tutors, parents, students and sessions show a count; matching and reports do not (section 2). */
  withCount: boolean;
}

const card = (key: DashboardCard['key'], resource: string, withCount: boolean): DashboardCard => ({
  key,
  resource,
  withCount,
  labelKey: `dashboard.cards.${key}`,
  path: getResource(resource).staffPath!,
});

const CARDS = [
  card('tutors', 'tutors', true),
  card('parents', 'parents', true),
  card('students', 'students', true),
  card('sessions', 'sessions', true),
  card('matching', 'matching', false),
  card('reports', 'classReports', false),
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
  return CARDS.filter((card) => screensFor(role, ability, card.resource).includes('list'))
    .filter((card) => !(hideFamilyCards && (card.key === 'parents' || card.key === 'matching')));
}

/** Coordinators whose first program is the alternative-home program see the alternative home. */
export function homeVariantFor(user: SessionUser): 'standard' | 'alternative' {
  return effectiveRole(user) === 'coordinator' && programsOf(user)[0] === ALTERNATIVE_HOME_PROGRAM_ID ? 'alternative' : 'standard';
}
