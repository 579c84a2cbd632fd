import type { AbilityBuilder } from '@casl/ability';
import type { StaffRole } from '../enums/roles.ts';
import { departmentsOf, type SessionUser } from './effective-role.ts';
import type { AppAbility } from './define-ability.ts';

/**
 * Local reach: a VSC whose record names departments (administration preferences) follows the people and the
 * tutoring of those departments only, within their programs when they have some. Records are found by a stored,
 * server-set field (DESIGN rule 4: access is a query): a person's `department` (where they live) and the
 * `departments` of a session, an occurrence, a pair, a matching candidate or a report (those of the students it
 * names).
 */
export const STAFF_DEPARTMENTS_PATH = 'administrationPreferences.department';

/** The subjects a local reach limits, and the field each is filed under. */
export const DEPARTMENT_SCOPED_SUBJECTS: Readonly<Record<string, 'department' | 'departments'>> = {
  tutors: 'department',
  students: 'department',
  parents: 'department',
  prospects: 'department',
  sessions: 'departments',
  sessionOccurrences: 'departments',
  pairs: 'departments',
  matching: 'departments',
  classReports: 'departments',
  scReports: 'departments',
};

/** The departments a staff member is limited to, or undefined when their reach is not local. */
export function scopedDepartmentsOf(user: SessionUser, role: StaffRole): string[] | undefined {
  if (role !== 'vsc') return undefined;
  const departments = departmentsOf(user);
  return departments.length > 0 ? departments : undefined;
}

/** The condition that keeps `subject` within `departments`, or undefined for a subject no department limits. */
export function departmentConditionOf(subject: string, departments: readonly string[]): Record<string, unknown> | undefined {
  const field = DEPARTMENT_SCOPED_SUBJECTS[subject];
  return field ? { [field]: { $in: [...departments] } } : undefined;
}

/**
 * Whether a writer whose reach is `reach` (undefined: not limited by department) may give someone the departments
 * `given`: only a subset of their own. Giving none is giving the whole country, which a local writer cannot.
 */
export function givesDepartmentsWithin(reach: readonly string[] | undefined, given: unknown): boolean {
  if (!reach) return true;
  const list = typeof given === 'string' ? [given] : Array.isArray(given) ? given : [];
  return list.length > 0 && list.every((department) => reach.includes(department as string));
}

/**
 * `givesDepartmentsWithin` as CASL rules on the staff views (`subjects`) a writer limited to `departments` may
 * create or change: the record as it will be stored must name departments, all of them theirs. CASL's conditions
 * have no $or, so each way out is a rule of its own: a listed department outside theirs, an older single id outside
 * theirs (`$nin`, which on a list only says that none is theirs), no departments at all.
 */
export function forbidGivingDepartmentsBeyond(builder: AbilityBuilder<AppAbility>, subjects: readonly string[], departments: readonly string[]): void {
  const { cannot } = builder;
  const writes = ['create', 'update'] as const;
  cannot([...writes], [...subjects], { [STAFF_DEPARTMENTS_PATH]: { $elemMatch: { $nin: [...departments] } } });
  cannot([...writes], [...subjects], { [STAFF_DEPARTMENTS_PATH]: { $nin: [...departments] } });
  cannot([...writes], [...subjects], { [STAFF_DEPARTMENTS_PATH]: { $exists: false } });
  cannot([...writes], [...subjects], { [STAFF_DEPARTMENTS_PATH]: { $size: 0 } });
}
