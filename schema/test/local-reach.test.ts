import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { defineAbilityFor, departmentsOf, forbidGivingDepartmentsBeyond, givesDepartmentsWithin, subject, type AppAbility } from '../src/index.ts';

const vsc = (department?: string | string[], program?: string[]) => ({
  userId: 'vsc-1',
  userRole: 'vsc',
  status: 'active',
  administrationPreferences: { ...(program && { program }), ...(department !== undefined && { department }) },
});
const HOME_CLASSES = 'az-rem-4ca0f8d';
const FOOTBALL = 'az-zup-6g98343';

describe('a VSC limited to departments', () => {
  it('reaches people by where they live and tutoring by its students’ departments, within their programs', () => {
    const ability = defineAbilityFor(vsc(['75', '92'], [HOME_CLASSES]));
    const program = { programId: HOME_CLASSES };
    expect(ability.can('read', subject('students', { program, department: '75' }))).toBe(true);
    expect(ability.can('read', subject('students', { program, department: '93' }))).toBe(false);
    expect(ability.can('read', subject('students', { program: { programId: FOOTBALL }, department: '75' }))).toBe(false);
    expect(ability.can('read', subject('students', { program }))).toBe(false);
    for (const name of ['sessions', 'sessionOccurrences', 'pairs', 'matching', 'classReports', 'scReports']) {
      expect(ability.can('read', subject(name, { program, departments: ['93', '92'] })), name).toBe(true);
      expect(ability.can('read', subject(name, { program, departments: ['93'] })), name).toBe(false);
      expect(ability.can('read', subject(name, { program, departments: [] })), name).toBe(false);
    }
    for (const name of ['tutors', 'parents', 'prospects']) expect(ability.can('update', subject(name, { program, department: '13' })), name).toBe(false);
    // Exports and the names of people met as references follow the same conditions.
    expect(ability.can('export', subject('students', { program, department: '93' }))).toBe(false);
    expect(ability.can('read', subject('users', { userRole: 'student', program, department: '93' }))).toBe(false);
    expect(ability.can('read', subject('users', { userRole: 'student', program, department: '75' }))).toBe(true);
  });

  it('keeps the reach of a VSC without departments, and reads an older single department as a list of one', () => {
    const everywhere = defineAbilityFor(vsc());
    expect(everywhere.can('read', subject('students', { department: '13' }))).toBe(true);
    const older = defineAbilityFor(vsc('75'));
    expect(older.can('read', subject('students', { department: '75' }))).toBe(true);
    expect(older.can('read', subject('students', { department: '92' }))).toBe(false);
    expect(departmentsOf({ administrationPreferences: { department: '75' } })).toEqual(['75']);
    expect(departmentsOf({ administrationPreferences: { department: ['75', '92', '75'] } })).toEqual(['75', '92']);
    expect(departmentsOf({})).toEqual([]);
  });

  it('does not limit the other staff by the department of their record', () => {
    const coordinator = defineAbilityFor({
      userId: 'c',
      userRole: 'coordinator',
      status: 'active',
      administrationPreferences: { program: [HOME_CLASSES], department: ['75'] },
    });
    expect(coordinator.can('read', subject('students', { program: { programId: HOME_CLASSES }, department: '13' }))).toBe(true);
  });

  it('cannot change their own departments', () => {
    const ability = defineAbilityFor(vsc(['75']));
    for (const field of ['administrationPreferences', 'administrationPreferences.department'])
      expect(ability.can('update', subject('vsc', { userId: 'vsc-1' }), field), field).toBe(false);
  });
});

describe('giving departments (no staff role limited to departments writes staff today: the rule itself)', () => {
  it('lets a writer limited to departments give a subset of theirs only, never none', () => {
    expect(givesDepartmentsWithin(['75', '92'], ['75'])).toBe(true);
    expect(givesDepartmentsWithin(['75', '92'], ['92', '75'])).toBe(true);
    expect(givesDepartmentsWithin(['75', '92'], ['75', '93'])).toBe(false);
    expect(givesDepartmentsWithin(['75', '92'], [])).toBe(false);
    expect(givesDepartmentsWithin(['75', '92'], undefined)).toBe(false);
    expect(givesDepartmentsWithin(['75', '92'], '93')).toBe(false);
    expect(givesDepartmentsWithin(['75', '92'], '75')).toBe(true);
  });

  it('lets a writer not limited by department give any', () => {
    expect(givesDepartmentsWithin(undefined, ['13', '2A'])).toBe(true);
    expect(givesDepartmentsWithin(undefined, [])).toBe(true);
  });

  it('is the same rule as CASL rules on the staff views such a writer would write', () => {
    const builder = new AbilityBuilder<AppAbility>(createMongoAbility);
    builder.can(['create', 'update'], 'vsc');
    forbidGivingDepartmentsBeyond(builder, ['vsc'], ['75', '92']);
    const ability = builder.build();
    for (const given of [['75'], ['75', '92'], ['75', '93'], ['93'], [], undefined, '75', '93']) {
      const record = { administrationPreferences: given === undefined ? {} : { department: given } };
      for (const action of ['create', 'update'] as const)
        expect(ability.can(action, subject('vsc', record)), `${action} ${JSON.stringify(given)}`).toBe(givesDepartmentsWithin(['75', '92'], given));
    }
  });
});
