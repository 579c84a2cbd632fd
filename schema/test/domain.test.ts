import { describe, expect, it } from 'vitest';
import {
  adminDisplayStatus,
  COUNTRIES,
  DEMO_REFERENCE_LISTS,
  DEPARTMENT_OPTIONS,
  DEPARTMENTS,
  establishmentCategories,
  folderStatuses,
  howHeardSources,
  LEVELS,
  matchingStatuses,
  nextOnboardingStep,
  onboardingStatusOf,
  onboardingSteps,
  placeTypes,
  priorityEducation,
  PROGRAMS,
  RECURRENCES,
  reportEntryStatuses,
  attendanceStates,
  roles,
  session0SubStatuses,
  sessionStatuses,
  sessionTypes,
  socioProfessionalCategories,
  studentNeeds,
  studentPipelineStatuses,
  studentSituations,
  studyAreas,
  subjectPreferences,
  tutorFileCompleteness,
  tutorOrigins,
  tutorSituations,
  tutoringTypes,
  userStatuses,
  weekdays,
  type TutorFileFacts,
} from '../src/index.ts';

describe('enumerations of sections 3 and 4, value for value', () => {
  it.each([
    [
      'roles',
      roles.values,
      ['tutor', 'parent', 'student', 'super_administrator', 'manager', 'coordinator', 'recruiter', 'vsc', 'prospectLead', 'parentProspect'],
    ],
    ['session types', sessionTypes.values, ['session-0', 'group-session', 'private-session']],
    ['session statuses', sessionStatuses.values, ['to-be-scheduled', 'session-0-to-be-scheduled', 'session-0-on-hold', 'canceled']],
    // The spec's two, and 'both' (the matching issue: who accepts both meets both).
    ['tutoring types', tutoringTypes.values, ['private', 'group', 'both']],
    [
      'tutor origins',
      tutorOrigins.values,
      [
        'university',
        'high-school',
        'company',
        'external-event',
        'website',
        'national-service',
        'social-network',
        'internet-platform',
        'previous-tutor',
        'word-of-mouth',
        'other',
      ],
    ],
    [
      'socio-professional categories',
      socioProfessionalCategories.values,
      ['senior-executives-and-professionals', 'employees', 'intermediate-professions', 'workers', 'retirees', 'artisans-tradesmen-business-owners', 'farmers'],
    ],
    ['tutor situations', tutorSituations.values, ['student', 'employee', 'independent', 'business-owner', 'unemployed', 'retired']],
    ['priority education', priorityEducation.values, ['non-priority', 'college-cappe', 'city-policy', 'rep', 'rep-plus', 'other']],
    ['subject preferences', subjectPreferences.values, ['scientific-and-first', 'literary-and-first', 'both-subjects']],
    ['student needs', studentNeeds.values, ['learning', 'motivation', 'organization', 'self-confidence', 'self-esteem', 'self-control', 'self-discipline']],
    [
      'study areas',
      studyAreas.values,
      [
        'sciences-engineering',
        'social-humanities',
        'arts-letters',
        'business-management',
        'health-life-sciences',
        'environmental-sciences-sustainability',
        'ict',
        'computer-science',
        'education-training',
        'communication-journalism',
        'other',
      ],
    ],
    ['student situations', studentSituations.values, ['new', 'awaiting-tutor', 'in-tutoring', 'stop']],
    [
      'student pipeline',
      studentPipelineStatuses.values,
      [
        'new',
        'incomplete-relance-1',
        'incomplete-relance-2',
        'complete',
        'awaiting-student-1',
        'student-1-found',
        'scheduled-session-0',
        'in-tutoring',
        'for-renewal',
        'pause',
        'stop',
        'no-further-action',
      ],
    ],
    ['folder statuses', folderStatuses.values, ['incomplete', 'waiting-for-tutor', 'unmatched', 'validated', 'entered', 'partially-entered', 'to-enter']],
    ['matching statuses', matchingStatuses.values, ['unmatched', 'partial', 'private-session']],
    ['report entry', reportEntryStatuses.values, ['to-be-entered', 'partially-entered', 'entered', 'confirmed']],
    ['attendance', attendanceStates.values, ['not-reported', 'absent', 'present']],
    ['place types', placeTypes.values, ['home', 'school', 'sports-club', 'other']],
    [
      'session 0 sub-statuses',
      session0SubStatuses.values,
      ['suggested', 'called-again', 'confirmed', 'pair-ok', 'to-be-scheduled', 'on-hold', 'abandoned', 'finished'],
    ],
  ])('%s', (_name, values, expected) => expect([...values]).toEqual(expected));

  it('user statuses: every value seen in code and option lists, the legacy spelling normalised', () => {
    expect([...userStatuses.values].sort()).toEqual([
      'active',
      'archived',
      'commitment-end',
      'deactivated',
      'deleted',
      'on-hold',
      'pending',
      'preemptive-end',
      'suspended',
    ]);
    expect(userStatuses.schema.parse('deactiveted')).toBe('deactivated');
  });

  it('how the person heard of us, and establishment categories', () => {
    expect(howHeardSources.values).toEqual(
      expect.arrayContaining(['presentation', 'forum', 'mail', 'poster', 'webinar', 'mail-or-intranet', 'instagram', 'facebook', 'tiktok', 'linkedin']),
    );
    expect(establishmentCategories.values).toEqual(
      expect.arrayContaining([
        'elementary',
        'middle',
        'high-school',
        'business-school',
        'engineering-school',
        'iut',
        'university',
        'ufr',
        'ecole',
        'grand-etablissement',
        'ecole-superieure',
        'company',
        'association',
        'other',
        'autre-etablissement',
      ]),
    );
  });

  it('recurrence: one-time 1, weekly 7, bi-monthly 15', () => expect(RECURRENCES).toEqual({ 'one-time': 1, weekly: 7, 'bi-monthly': 15 }));
  it('weekdays 1 to 7, Monday first', () => expect(weekdays.values).toEqual([1, 2, 3, 4, 5, 6, 7]));

  it('the four programs and their ids', () => {
    expect(PROGRAMS.map((program) => program.programId)).toEqual(['az-rem-4ca0f8d', 'az-fac-5f87232', 'az-zup-6g98343', 'az-per-2ca0z9s']);
  });
});

describe('tutor onboarding (section 4)', () => {
  it('has steps 1, 2, 3, 5, 6, 7 and no step 4', () => {
    expect(onboardingSteps.values).toEqual([1, 2, 3, 5, 6, 7]);
    expect(onboardingSteps.schema.safeParse(4).success).toBe(false);
  });
  it('runs 1, 2, 3, then 5 or 6 by the quiz, then 7', () => {
    expect(nextOnboardingStep(1)).toBe(2);
    expect(nextOnboardingStep(2)).toBe(3);
    expect(nextOnboardingStep(3, true)).toBe(5);
    expect(nextOnboardingStep(3, false)).toBe(6);
    expect(nextOnboardingStep(5)).toBe(7);
    expect(nextOnboardingStep(6)).toBe(7);
    expect(nextOnboardingStep(7)).toBeUndefined();
    expect(() => nextOnboardingStep(3)).toThrow();
  });
  it('labels the steps in progress, in review, completed', () => {
    expect([1, 2, 3, 5, 6, 7].map((step) => onboardingStatusOf(step as 1))).toEqual([
      'on-boarding-in-progress',
      'on-boarding-in-progress',
      'on-boarding-in-progress',
      'on-boarding-in-review',
      'on-boarding-in-review',
      'on-boarding-completed',
    ]);
  });
});

describe('tutor file completeness (section 4)', () => {
  const complete: TutorFileFacts = {
    status: 'active',
    gender: 'female',
    contactDetails: { email: 'lou@example.org' },
    subjectToTeach: 'scientific-and-first',
    tutorPreferences: { availability: [{}], assignment: { level: ['level-cm1'], numberOfStudentsToSupport: 2 } },
  };
  it('is Complet when every condition holds', () => expect(tutorFileCompleteness(complete)).toBe('Complet'));
  it('accepts a phone instead of an e-mail', () =>
    expect(tutorFileCompleteness({ ...complete, contactDetails: { phoneNumber: '+33612345678' } })).toBe('Complet'));
  it.each([
    ['not active', { status: 'on-hold' }],
    ['no availability', { tutorPreferences: { ...complete.tutorPreferences, availability: [] } }],
    ['no level', { tutorPreferences: { ...complete.tutorPreferences, assignment: { level: [], numberOfStudentsToSupport: 2 } } }],
    ['no student to support', { tutorPreferences: { ...complete.tutorPreferences, assignment: { level: ['level-cm1'], numberOfStudentsToSupport: 0 } } }],
    ['no subject', { subjectToTeach: undefined }],
    ['no gender', { gender: undefined }],
    ['neither phone nor e-mail', { contactDetails: {} }],
  ])('is Incomplet with %s', (_why, change) => expect(tutorFileCompleteness({ ...complete, ...change })).toBe('Incomplet'));
});

describe('admin display status', () => {
  it('is Prospect for prospects, Active for active users, Inactive otherwise', () => {
    expect(adminDisplayStatus({ userRole: 'prospectLead', status: 'active' })).toBe('prospect');
    expect(adminDisplayStatus({ userRole: 'tutor', status: 'active' })).toBe('active');
    expect(adminDisplayStatus({ userRole: 'tutor', status: 'deactiveted' })).toBe('inactive');
  });
});

describe('reference lists', () => {
  it('has the nine levels, CM1 to Terminale, with stable unique ids', () => {
    expect(LEVELS.map((level) => level.levelName)).toEqual(['CM1', 'CM2', '6ème', '5ème', '4ème', '3ème', 'Seconde', 'Première', 'Terminale']);
    expect(new Set(LEVELS.map((level) => level._id)).size).toBe(9);
  });

  it('has the 101 departments of the official code: 01 to 95 with 2A and 2B, and 971 to 976', () => {
    const codes = DEPARTMENTS.map((department) => department.departmentCode);
    expect(codes).toHaveLength(101);
    expect(new Set(codes).size).toBe(101);
    expect(codes).toEqual(expect.arrayContaining(['01', '2A', '2B', '75', '95', '971', '972', '973', '974', '976']));
    expect(codes).not.toContain('20');
    expect(DEPARTMENTS.find((department) => department.departmentCode === '75')?.departmentName).toBe('Paris');
  });

  it("offers the overseas collectivities up to 988 and 'Autres' (00) in selects", () => {
    const codes = DEPARTMENT_OPTIONS.map((department) => department.departmentCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['975', '977', '978', '986', '987', '988']));
    expect(codes).not.toContain('989');
    expect(DEPARTMENT_OPTIONS.at(-1)).toMatchObject({ departmentCode: '00', departmentName: 'Autres' });
  });

  it('has about 200 countries, French and English names, unique slugs', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(new Set(COUNTRIES.map((country) => country.slug)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    expect(COUNTRIES.find((country) => country.slug === 'france')).toMatchObject({ code: 'FR', nameFr: 'France', nameEn: 'France' });
    expect(COUNTRIES.find((country) => country.code === 'DE')).toMatchObject({ nameFr: 'Allemagne', nameEn: 'Germany' });
    for (const country of COUNTRIES) expect(country.nameFr && country.nameEn && /^[a-z0-9-]+$/.test(country.slug), country.code).toBeTruthy();
  });

  it('seeds 30 football clubs and 8 training videos, all visibly demo data', () => {
    expect(DEMO_REFERENCE_LISTS.footballClubs).toHaveLength(30);
    expect(DEMO_REFERENCE_LISTS.trainingVideos).toHaveLength(8);
    for (const entries of Object.values(DEMO_REFERENCE_LISTS)) {
      for (const entry of entries) {
        expect(entry.isDemo).toBe(true);
        expect(entry.name).toMatch(/démonstration/);
      }
    }
  });
});
