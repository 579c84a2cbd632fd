import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, findResourceByPath, getResource, RESOURCES, screenPath, valueAt, walkFields, type Resource } from '../src/index.ts';

const resources = RESOURCES as readonly Resource[];

describe('resource registry', () => {
  it('names every resource once, API names in plural kebab-case', () => {
    expect(new Set(resources.map((resource) => resource.name)).size).toBe(resources.length);
    expect(new Set(resources.map((resource) => resource.apiName)).size).toBe(resources.length);
    for (const resource of resources) expect(resource.apiName).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(getResource('scholarYears').apiName).toBe('scholar-years');
    expect(getResource('classReports').apiName).toBe('class-reports');
  });

  it('puts the staff screens at the paths of section 2', () => {
    const paths = Object.fromEntries(resources.filter((resource) => resource.staffPath).map((resource) => [resource.name, resource.staffPath]));
    expect(paths).toMatchObject({
      tutors: '/manage/tutors',
      parents: '/manage/parents',
      students: '/manage/students',
      matching: '/manage/matching',
      establishments: '/manage/establishments',
      vsc: '/manage/vsc',
      companyConfigurations: '/manage/entreprise',
      sessions: '/internal-system/tutoring/sessions',
      classReports: '/internal-system/tutoring/reports',
      scReports: '/internal-system/tutoring/sc-reports',
      pairs: '/internal-system/tutoring/pairs',
      scholarYears: '/setup/scholar-year',
      schoolZones: '/setup/school-zones',
      publicHolidays: '/setup/public-holidays',
      availabilities: '/setup/availability',
      sectors: '/setup/sectors',
      administrators: '/profile/administrators',
      managers: '/profile/managers',
      coordinators: '/profile/coordinators',
      collaborators: '/profile/collaborators',
    });
    expect(new Set(Object.values(paths)).size).toBe(Object.values(paths).length);
  });

  it('builds record screens as {path}/add, {path}/view/:id, {path}/edit/:id and reads them back', () => {
    const tutors = getResource('tutors');
    expect(screenPath(tutors, 'list')).toBe('/manage/tutors');
    expect(screenPath(tutors, 'add')).toBe('/manage/tutors/add');
    expect(screenPath(tutors, 'view', 'abc')).toBe('/manage/tutors/view/abc');
    expect(screenPath(tutors, 'edit', 'abc')).toBe('/manage/tutors/edit/abc');
    expect(findResourceByPath('/manage/tutors/edit/abc')).toMatchObject({ resource: { name: 'tutors' }, action: 'edit', id: 'abc' });
    expect(findResourceByPath('/setup/scholar-year/add')).toMatchObject({ resource: { name: 'scholarYears' }, action: 'add' });
    expect(findResourceByPath('/manage/tutors/remove/abc')).toBeUndefined();
  });

  it('gives every staff screen a menu group and an icon', () => {
    for (const resource of resources.filter((entry) => entry.staffPath)) {
      expect(resource.menuGroup, resource.name).toBeDefined();
      expect(resource.icon, resource.name).toMatch(/Outlined$/);
    }
  });
});

describe('entity descriptors', () => {
  it('give every field a known kind, a path and a label key', () => {
    for (const resource of resources) {
      for (const field of walkFields(resource.entity.fields)) {
        expect(FIELD_KINDS, `${resource.name}.${field.path}`).toContain(field.kind);
        expect(field.path, resource.name).toBeTruthy();
        expect(field.labelKey, `${resource.name}.${field.path}`).toMatch(/^[a-zA-Z]+\.(fields|sections)\./);
      }
    }
  });

  it('keep the permanent field names of the spec', () => {
    const paths = (name: string) => [...walkFields(getResource(name).entity.fields)].map((field) => field.path);
    expect(paths('tutors')).toEqual(
      expect.arrayContaining([
        'contactDetails.email',
        'contactDetails.phoneNumber',
        'onBoardingStep',
        'homeDepartment',
        'tutorPreferences.availability',
        'tutorPreferences.assignment.numberOfStudentsToSupport',
        'tutorPreferences.matchedStudents',
      ]),
    );
    expect(paths('students')).toEqual(
      expect.arrayContaining(['studentPreferences.parentUserId', 'studentPreferences.doesYourChildNeedHelpWith', 'studentPreferences.assignment.vsc.vscId']),
    );
    expect(paths('sessions')).toEqual(
      expect.arrayContaining(['sessionDate.startDate', 'recurrence.recurrenceNumber', 'cancelingReason', 'placeOrRoom', 'scheduleDuringHolidays']),
    );
    expect(paths('pairs')).toEqual(expect.arrayContaining(['tutorId', 'studentId', 'managedBy', 'dissociationDetails.reason']));
    expect(paths('publicHolidays')).toEqual(expect.arrayContaining(['name', 'date', 'tutoringAllowed', 'occursEveryYear']));
  });

  it('show the users collection by role, each view with its own preferences block', () => {
    const views = {
      tutors: ['tutor'],
      parents: ['parent'],
      students: ['student'],
      prospects: ['prospectLead', 'parentProspect'],
      administrators: ['super_administrator'],
      managers: ['manager'],
      coordinators: ['coordinator'],
      recruiters: ['recruiter'],
      vsc: ['vsc'],
      collaborators: ['super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc'],
    };
    for (const [name, viewRoles] of Object.entries(views)) {
      const resource = getResource(name);
      expect(resource.entity.collection, name).toBe('users');
      expect(resource.roles, name).toEqual(viewRoles);
    }
    expect(getResource('tutors').entity.fields.tutorPreferences).toBeDefined();
    expect(getResource('parents').entity.fields.parentPreferences).toBeDefined();
    expect(getResource('students').entity.fields.studentPreferences).toBeDefined();
    expect(getResource('prospects').entity.fields.prospectPreferences).toBeDefined();
    expect(getResource('coordinators').entity.fields.administrationPreferences).toBeDefined();
  });

  it('declare the uniqueness rules of section 5 and the duplicate-name warning', () => {
    expect(getResource('students').entity.unique).toEqual([
      expect.objectContaining({ fields: ['contactDetails.email'], where: { userRole: 'student' } }),
      expect.objectContaining({ fields: ['contactDetails.phoneNumber'], where: { userRole: 'student' } }),
    ]);
    expect(getResource('establishments').entity.unique).toEqual([
      expect.objectContaining({ fields: ['establishmentName'], message: 'errors.establishmentNameInUse' }),
    ]);
    expect(getResource('pairs').entity.unique).toEqual([expect.objectContaining({ fields: ['tutorId', 'studentId'] })]);
    for (const name of ['tutors', 'parents', 'students']) {
      expect(getResource(name).entity.duplicateWarning).toEqual(['contactDetails.firstName', 'contactDetails.lastName']);
    }
  });

  it('scope by program the records that carry one', () => {
    const scoped = resources.filter((resource) => resource.entity.programScoped).map((resource) => resource.name);
    expect(scoped).toEqual(expect.arrayContaining(['tutors', 'parents', 'students', 'sessions', 'classReports', 'scReports', 'pairs', 'matching']));
    expect(scoped).not.toContain('establishments');
  });

  it('refuse a descriptor that names a field it does not have', async () => {
    const { defineEntity, f } = await import('../src/index.ts');
    expect(() =>
      defineEntity({ name: 'broken', fields: { title: f.text() }, titleField: 'title', columns: ['nope'], filterable: [], sortable: [], searchable: [] }),
    ).toThrow(/column 'nope' is not a field/);
  });

  it('accept partial bodies on update and the whole record again after merging', () => {
    const establishments = getResource('establishments').entity;
    expect(establishments.schemas.update.safeParse({ isMissing: true }).success).toBe(true);
    expect(establishments.schemas.record.safeParse({ isMissing: true }).success).toBe(false);
    expect(establishments.schemas.create.safeParse({ establishmentName: 'Collège Jean Moulin', typeOfEstablishment: 'middle' }).success).toBe(true);
  });

  it('fill in the defaults of the spec on create: school Autre, staff-created parents active, new students on hold', () => {
    const session = getResource('sessions').entity.schemas.create.parse({
      sessionType: 'session-0',
      status: 'session-0-to-be-scheduled',
      sessionDate: { startDate: '2026-12-01T17:00:00+01:00', endDate: '2026-12-01T18:00:00+01:00' },
      vsc: [{ vscId: 'vsc-1' }],
    }) as { school: string };
    expect(session.school).toBe('Autre');
    const person = { contactDetails: { firstName: 'Lou', lastName: 'Bernard', email: 'lou@example.org' } };
    expect((getResource('parents').entity.schemas.create.parse(person) as { status: string }).status).toBe('active');
    expect((getResource('students').entity.schemas.create.parse(person) as { status: string }).status).toBe('on-hold');
    expect((getResource('students').entity.schemas.create.parse({ ...person, status: 'active' }) as { status: string }).status).toBe('active');
    expect(getResource('students').entity.schemas.update.parse({})).toEqual({});
  });
});

describe('values at a dotted path', () => {
  it('reads nested values, and nothing through a missing object or into a list', () => {
    expect(valueAt({ address: { city: 'Lyon' } }, 'address.city')).toBe('Lyon');
    expect(valueAt({ address: null }, 'address.city')).toBeUndefined();
    expect(valueAt({ slots: [{ day: 1 }] }, 'slots.0')).toBeUndefined();
  });
});
