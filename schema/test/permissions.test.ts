import { describe, expect, it } from 'vitest';
import { permittedFieldsOf } from '@casl/ability/extra';
import { abilityFromRules, defineAbilityFor, serializeRules, subject, STAFF_ROLES, type SessionUser, type StaffRole } from '../src/index.ts';

/**
 * Section 6 of the spec, written out: for each area and staff role, the actions allowed (C, R, U, D; '-' for
 * none). Cells marked with a star differ from the spec's table because section 2 gives that role the screen
 * (see SECTION_2_ADDITIONS), or, for pairs, because deleting is limited to one configured account.
 */
const TABLE = `
area            super_administrator  manager  coordinator  recruiter  vsc
tutors          CRUD                 CRUD     CRUD         CRUD       CRUD
sessions        CRUD                 CRUD     CRUD         CRUD       CRUD
parents         CRUD                 CRUD     CRUD         ----       CRUD
students        CRUD                 CRUD     CRUD         ----       CRUD
matching        CRUD                 CRUD     CRUD         ----       CRUD
establishments  CRUD                 CRUD     CRUD         ----       -R--*
pairs           CRU-*                -R--*    CRU-*        ----       CRU-*
classReports    CRUD                 CRUD     CRUD         CRUD       -RU-
scReports       CRUD                 CRUD     CRUD         CRUD       -RU-
scholarYears    CRUD                 -R--     -R--         ----       ----
schoolZones     CRUD                 -R--     -R--         ----       ----
publicHolidays  CRUD                 -R--     -R--         ----       ----
availabilities  CRUD                 -R--     -R--         ----       ----
sectors         CRUD                 CRU-*    CRU-         ----       ----
administrators  CRUD                 -R--     -R--         ----       ----
managers        CRUD                 -R--     -R--         ----       ----
collaborators   CRUD                 -R--     -R--         -R--*      ----
coordinators    CRUD                 CRUD     -RUD         ----       ----
vsc             CRUD                 CRUD     CRUD         ----       ----
`;

const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
const [header, ...rows] = TABLE.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/));
const roles = header!.slice(1) as StaffRole[];

const PROGRAMS = ['az-rem-4ca0f8d', 'az-fac-5f87232', 'az-zup-6g98343', 'az-per-2ca0z9s'];
const staff = (role: StaffRole, extra: Partial<SessionUser> = {}): SessionUser => ({
  userId: `${role}-1`,
  userRole: role,
  status: 'active',
  administrationPreferences: { program: PROGRAMS },
  ...extra,
});

const cases = rows.flatMap(([area, ...cells]) =>
  roles.flatMap((role, column) => ACTIONS.map((action, index) => ({ area: area!, role, action, allowed: cells[column]![index] !== '-' }))),
);

describe('section 6: every staff role by every area by create, read, update, delete', () => {
  it('covers the five staff roles', () => expect([...roles].sort()).toEqual([...STAFF_ROLES].sort()));

  it.each(cases)('$role $action $area → $allowed', ({ area, role, action, allowed }) => {
    expect(defineAbilityFor(staff(role)).can(action, area)).toBe(allowed);
  });
});

describe('pairs', () => {
  it('only the configured account deletes a pair, whatever its role', () => {
    const account = staff('coordinator');
    expect(defineAbilityFor(account).can('delete', 'pairs')).toBe(false);
    expect(defineAbilityFor(account, { pairDeleteAccountId: account.userId }).can('delete', 'pairs')).toBe(true);
    expect(defineAbilityFor(staff('super_administrator'), { pairDeleteAccountId: account.userId }).can('delete', 'pairs')).toBe(false);
  });
});

describe('program scoping of managers and coordinators', () => {
  const inProgram = (programId: string) => ({ program: { programId } });

  it.each(['manager', 'coordinator'] as const)('a %s sees only records of their programs', (role) => {
    const ability = defineAbilityFor(staff(role, { administrationPreferences: { program: ['az-fac-5f87232'] } }));
    for (const area of ['tutors', 'parents', 'students', 'sessions', 'matching', 'classReports']) {
      expect(ability.can('read', subject(area, inProgram('az-fac-5f87232'))), area).toBe(true);
      expect(ability.can('read', subject(area, inProgram('az-rem-4ca0f8d'))), area).toBe(false);
      expect(ability.can('update', subject(area, {})), `${area} without a program`).toBe(false);
    }
    // Establishments belong to no program: the whole directory.
    expect(ability.can('read', subject('establishments', {}))).toBe(true);
  });

  it('a manager without programs sees no program-scoped record', () => {
    const ability = defineAbilityFor(staff('manager', { administrationPreferences: { program: [] } }));
    expect(ability.can('read', subject('tutors', inProgram('az-rem-4ca0f8d')))).toBe(false);
  });

  it.each(['super_administrator', 'recruiter', 'vsc'] as const)('a %s is not scoped by program', (role) => {
    const ability = defineAbilityFor(staff(role, { administrationPreferences: { program: [] } }));
    expect(ability.can('read', subject('tutors', inProgram('az-zup-6g98343')))).toBe(true);
  });

  it('creating a record in another program is refused', () => {
    const ability = defineAbilityFor(staff('coordinator', { administrationPreferences: { program: ['az-rem-4ca0f8d'] } }));
    expect(ability.can('create', subject('students', inProgram('az-rem-4ca0f8d')))).toBe(true);
    expect(ability.can('create', subject('students', inProgram('az-per-2ca0z9s')))).toBe(false);
  });
});

describe('reach: nobody gives anyone more than they hold, nor widens their own', () => {
  const [homeClasses, solidarity, football] = PROGRAMS as [string, string, string];
  const manager = staff('manager', { administrationPreferences: { program: [homeClasses, football] } });

  it('a scoped manager creates and edits only staff whose every program is theirs', () => {
    const ability = defineAbilityFor(manager);
    const coordinatorOf = (program?: string[]) => subject('coordinators', { userId: 'c-1', ...(program && { administrationPreferences: { program } }) });
    expect(ability.can('create', coordinatorOf([homeClasses]))).toBe(true);
    expect(ability.can('update', coordinatorOf([homeClasses, football]))).toBe(true);
    expect(ability.can('create', coordinatorOf([homeClasses, solidarity]))).toBe(false);
    expect(ability.can('create', coordinatorOf(PROGRAMS))).toBe(false);
    expect(ability.can('create', coordinatorOf([]))).toBe(false);
    expect(ability.can('create', coordinatorOf())).toBe(false);
    expect(ability.can('delete', coordinatorOf([solidarity]))).toBe(false);
  });

  it('a scoped reader sees colleagues who share a program, and those of no program', () => {
    const ability = defineAbilityFor(manager);
    expect(ability.can('read', subject('coordinators', { administrationPreferences: { program: [football, solidarity] } }))).toBe(true);
    expect(ability.can('read', subject('administrators', {}))).toBe(true);
    expect(ability.can('read', subject('coordinators', { administrationPreferences: { program: [solidarity] } }))).toBe(false);
  });

  it('nobody writes their own status, role, programs or profile list, nor removes their own account', () => {
    for (const [role, view] of [
      ['super_administrator', 'administrators'],
      ['coordinator', 'coordinators'],
    ] as const) {
      const user = staff(role);
      const ability = defineAbilityFor(user);
      const self = subject(view, { userId: user.userId, administrationPreferences: { program: PROGRAMS } });
      for (const field of ['status', 'userRoleList', 'program.programId', 'administrationPreferences', 'administrationPreferences.program']) {
        expect(ability.can('update', self, field), `${role} ${field}`).toBe(false);
      }
      expect(ability.can('update', self, 'contactDetails.phoneNumber'), role).toBe(true);
      expect(ability.can('delete', self), role).toBe(false);
    }
  });

  it('below the administrator, nobody writes a profile list or an admin type', () => {
    const ability = defineAbilityFor(staff('coordinator'));
    expect(ability.can('update', subject('tutors', { program: { programId: homeClasses } }), 'userRoleList')).toBe(false);
    expect(ability.can('update', subject('coordinators', { userId: 'other', administrationPreferences: { program: [homeClasses] } }), 'adminType')).toBe(false);
  });

  it('a VSC with programs is scoped to them; one without follows the whole association', () => {
    const scoped = defineAbilityFor(staff('vsc', { administrationPreferences: { program: [solidarity] } }));
    expect(scoped.can('read', subject('students', { program: { programId: solidarity } }))).toBe(true);
    expect(scoped.can('read', subject('students', { program: { programId: homeClasses } }))).toBe(false);
    const everywhere = defineAbilityFor(staff('vsc', { administrationPreferences: {} }));
    expect(everywhere.can('read', subject('students', { program: { programId: homeClasses } }))).toBe(true);
  });

  it('users (the names a record points to) are listed within the reader’s reach only', () => {
    const recruiter = defineAbilityFor(staff('recruiter'));
    expect(recruiter.can('read', subject('users', { userRole: 'student', program: { programId: homeClasses } }))).toBe(false);
    expect(recruiter.can('read', subject('users', { userRole: 'tutor', program: { programId: homeClasses } }))).toBe(true);
    expect(recruiter.can('read', subject('users', { userRole: 'coordinator' }))).toBe(true);
    const scoped = defineAbilityFor(manager);
    expect(scoped.can('read', subject('users', { userRole: 'student', program: { programId: solidarity } }))).toBe(false);
    expect(scoped.can('read', subject('users', { userRole: 'student', program: { programId: football } }))).toBe(true);
    expect(scoped.can('read', subject('users', { userRole: 'student', program: { programId: football } }), 'contactDetails.phoneNumber')).toBe(false);
  });
});

describe('a super administrator acting as another role (section 2)', () => {
  it.each(['recruiter', 'coordinator'] as const)('whose profile list starts with %s gets exactly that role', (role) => {
    const actingAs = defineAbilityFor(staff('super_administrator', { userRoleList: [{ profileName: role }, { profileName: 'super_administrator' }] }));
    const asRole = defineAbilityFor(staff(role));
    for (const { area, action } of cases) expect(actingAs.can(action, area), `${action} ${area}`).toBe(asRole.can(action, area));
  });

  it('whose profile list starts with another role keeps administrator rights', () => {
    const ability = defineAbilityFor(staff('super_administrator', { userRoleList: [{ profileName: 'vsc' }] }));
    expect(ability.can('delete', 'scholarYears')).toBe(true);
  });

  it('the profile list never raises anyone else', () => {
    const ability = defineAbilityFor(staff('recruiter', { userRoleList: [{ profileName: 'super_administrator' }] }));
    expect(ability.can('create', 'scholarYears')).toBe(false);
    expect(ability.can('read', 'parents')).toBe(false);
  });
});

describe('tutors, parents and students', () => {
  const tutor: SessionUser = { userId: 'tutor-1', userRole: 'tutor', status: 'active' };
  const parent: SessionUser = { userId: 'parent-1', userRole: 'parent', status: 'active', program: { programId: 'az-rem-4ca0f8d' } };
  const student: SessionUser = { userId: 'student-1', userRole: 'student', status: 'active' };

  it('a parent reads and changes only their own children', () => {
    const ability = defineAbilityFor(parent, { childUserIds: ['student-1'] });
    const ownChild = subject('students', { userId: 'student-1', studentPreferences: { parentUserId: 'parent-1' } });
    const otherChild = subject('students', { userId: 'student-2', studentPreferences: { parentUserId: 'parent-2' } });
    for (const action of ['read', 'update', 'delete'] as const) {
      expect(ability.can(action, ownChild), action).toBe(true);
      expect(ability.can(action, otherChild), action).toBe(false);
    }
    expect(ability.can('create', subject('students', { studentPreferences: { parentUserId: 'parent-1' }, program: { programId: 'az-rem-4ca0f8d' } }))).toBe(
      true,
    );
    expect(ability.can('create', subject('students', { studentPreferences: { parentUserId: 'parent-2' }, program: { programId: 'az-rem-4ca0f8d' } }))).toBe(
      false,
    );
    // A new child joins the parent's program; the child's status and program stay the staff's to change.
    expect(ability.can('create', subject('students', { studentPreferences: { parentUserId: 'parent-1' }, program: { programId: 'az-fac-5f87232' } }))).toBe(
      false,
    );
    expect(ability.can('update', ownChild, 'status')).toBe(false);
    expect(ability.can('update', ownChild, 'program.programId')).toBe(false);
    expect(ability.can('update', ownChild, 'contactDetails.firstName')).toBe(true);
    expect(ability.can('read', subject('sessions', { students: [{ userId: 'student-1' }] }))).toBe(true);
    expect(ability.can('read', subject('sessions', { students: [{ userId: 'student-2' }] }))).toBe(false);
    expect(ability.can('read', subject('parents', { userId: 'parent-2' }))).toBe(false);
    expect(ability.can('read', 'tutors')).toBe(false);
  });

  it('a parent whose account is not validated yet cannot change children (section 5)', () => {
    const ability = defineAbilityFor({ ...parent, status: 'pending' });
    const ownChild = subject('students', { studentPreferences: { parentUserId: 'parent-1' } });
    expect(ability.can('read', ownChild)).toBe(true);
    expect(ability.can('update', ownChild)).toBe(false);
    expect(ability.can('create', ownChild)).toBe(false);
  });

  it('a tutor reads their own record, sessions, pairs and paired students only', () => {
    const ability = defineAbilityFor(tutor, { pairedStudentIds: ['student-1'] });
    expect(ability.can('read', subject('tutors', { userId: 'tutor-1' }))).toBe(true);
    expect(ability.can('read', subject('tutors', { userId: 'tutor-2' }))).toBe(false);
    expect(ability.can('read', subject('sessions', { tutors: [{ userId: 'tutor-1' }] }))).toBe(true);
    expect(ability.can('read', subject('sessions', { tutors: [{ userId: 'tutor-2' }] }))).toBe(false);
    expect(ability.can('read', subject('pairs', { tutorId: 'tutor-1' }))).toBe(true);
    expect(ability.can('read', subject('students', { userId: 'student-1' }))).toBe(true);
    expect(ability.can('read', subject('students', { userId: 'student-2' }))).toBe(false);
    expect(ability.can('read', 'parents')).toBe(false);
  });

  it('a tutor edits their contact details and availability, never their status, step or program', () => {
    const ability = defineAbilityFor(tutor);
    const own = subject('tutors', { userId: 'tutor-1' });
    expect(ability.can('update', own, 'contactDetails.email')).toBe(true);
    expect(ability.can('update', own, 'tutorPreferences.availability')).toBe(true);
    for (const field of ['status', 'onBoardingStep', 'program', 'userRole', 'tutorPreferences.matchedStudents']) {
      expect(ability.can('update', own, field), field).toBe(false);
    }
    const fields = permittedFieldsOf(ability, 'update', own, { fieldsFrom: (rule) => rule.fields ?? [] });
    expect(fields).not.toContain('status');
  });

  it('a student reads their own sessions and reports, once the staff confirmed them', () => {
    const ability = defineAbilityFor(student);
    expect(ability.can('read', subject('students', { userId: 'student-1' }))).toBe(true);
    expect(ability.can('read', subject('classReports', { studentId: 'student-1', isValidated: true }))).toBe(true);
    expect(ability.can('read', subject('classReports', { studentId: 'student-1', isValidated: false }))).toBe(false);
    expect(ability.can('read', subject('classReports', { studentId: 'student-1' }))).toBe(false);
    expect(ability.can('read', subject('classReports', { studentId: 'student-2', isValidated: true }))).toBe(false);
    // A group's report names them in its attendance: theirs to read, without the group's appreciation.
    const group = subject('classReports', {
      isValidated: true,
      attendance: [
        { userId: 'student-2', attendance: 'present' },
        { userId: 'student-1', attendance: 'absent' },
      ],
    });
    expect(ability.can('read', group)).toBe(true);
    expect(ability.can('read', group, 'attendance')).toBe(true);
    expect(ability.can('read', group, 'appreciation')).toBe(false);
    expect(ability.can('read', subject('classReports', { isValidated: true, attendance: [{ userId: 'student-2', attendance: 'present' }] }))).toBe(false);
    expect(ability.can('update', subject('students', { userId: 'student-1' }), 'status')).toBe(false);
  });

  it.each(['tutor', 'parent', 'student', 'prospectLead', 'parentProspect'] as const)('a %s has no staff right', (role) => {
    const ability = defineAbilityFor({ userId: 'x', userRole: role, status: 'active' });
    for (const area of ['scholarYears', 'administrators', 'collaborators', 'vsc', 'matching', 'dashboard']) {
      expect(ability.can('read', area), area).toBe(false);
    }
    // Tutors and prospect leads choose where they tutor: establishments and sectors by name, never their contacts.
    const chooses = role === 'tutor' || role === 'prospectLead';
    expect(ability.can('read', 'establishments', 'establishmentName')).toBe(chooses);
    expect(ability.can('read', 'sectors', 'sectorName')).toBe(chooses);
    for (const field of ['contactName', 'email', 'phoneNumber']) expect(ability.can('read', 'establishments', field), field).toBe(false);
    expect(ability.can('create', 'establishments')).toBe(false);
  });

  it('a tutor writes their assignment preferences, never matched students, status or program', () => {
    const ability = defineAbilityFor({ userId: 'tutor-1', userRole: 'tutor', status: 'active' });
    const own = subject('tutors', { userId: 'tutor-1' });
    for (const field of [
      'tutorPreferences.availability',
      'tutorPreferences.assignment.level',
      'tutorPreferences.assignment.establishments',
      'tutorPreferences.assignment.numberOfStudentsToSupport',
      'tutorPreferences.tutoringMode',
    ]) {
      expect(ability.can('update', own, field), field).toBe(true);
    }
    for (const field of ['tutorPreferences.matchedStudents', 'tutorPreferences.status', 'tutorPreferences.program.programId', 'status', 'onBoardingStep']) {
      expect(ability.can('update', own, field), field).toBe(false);
    }
    expect(ability.can('update', subject('tutors', { userId: 'tutor-2' }), 'tutorPreferences.availability')).toBe(false);
  });

  it('nobody signed in, or an unknown role, has no right at all', () => {
    expect(defineAbilityFor(null).rules).toEqual([]);
    expect(defineAbilityFor({ userId: 'x', userRole: 'hacker' }).rules).toEqual([]);
  });
});

describe('rules for the browser', () => {
  it('serialise to JSON and rebuild the same ability', () => {
    const user = staff('coordinator', { administrationPreferences: { program: ['az-rem-4ca0f8d'] } });
    const original = defineAbilityFor(user);
    const rebuilt = abilityFromRules(JSON.parse(JSON.stringify(serializeRules(original))));
    for (const { area, action } of cases) expect(rebuilt.can(action, area), `${action} ${area}`).toBe(original.can(action, area));
    expect(rebuilt.can('read', subject('tutors', { program: { programId: 'az-fac-5f87232' } }))).toBe(false);
  });

  it('export follows read, with the same scope', () => {
    const ability = defineAbilityFor(staff('manager', { administrationPreferences: { program: ['az-rem-4ca0f8d'] } }));
    expect(ability.can('export', subject('tutors', { program: { programId: 'az-rem-4ca0f8d' } }))).toBe(true);
    expect(ability.can('export', subject('tutors', { program: { programId: 'az-fac-5f87232' } }))).toBe(false);
    expect(ability.can('export', 'administrators')).toBe(true);
    expect(defineAbilityFor(staff('recruiter')).can('export', 'parents')).toBe(false);
  });
});
