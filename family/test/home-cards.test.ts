import { describe, expect, it } from 'vitest';
import { FAMILY_ROUTES, tutorFileCompleteness, type TutorFileFacts } from '@binome/schema';
import { homeCardsFor, missingFileItems, onboardingProgress, tutorsOfSessions, fullNameOf } from '../src/features/home/home-cards.ts';

const completeTutor: TutorFileFacts = {
  status: 'active',
  gender: 'female',
  contactDetails: { email: 'tutor@example.org' },
  tutorPreferences: { availability: [{ day: 'monday' }], subjectToTeach: ['maths'], assignment: { level: ['level-5eme'], numberOfStudentsToSupport: 2 } },
};

describe('the cards of a home', () => {
  it('gives each role its own summary, and the session and report places to the roles that will have them', () => {
    expect(homeCardsFor('tutor')).toEqual([
      'onboarding',
      'file',
      'students',
      'automaticMatching',
      'trainingPath',
      'heldHours',
      'nextSession',
      'reportsToWrite',
    ]);
    expect(homeCardsFor('parent')).toEqual(['children', 'nextSession']);
    expect(homeCardsFor('student')).toEqual(['tutors', 'nextSession']);
    expect(homeCardsFor('prospectLead')).toEqual(['onboarding']);
    expect(homeCardsFor('parentProspect')).toEqual(['parentProspect']);
    expect(homeCardsFor('manager')).toEqual([]);
  });
});

describe("what a tutor's file lacks", () => {
  it('lists nothing exactly when the schema says Complet', () => {
    expect(missingFileItems(completeTutor)).toEqual([]);
    expect(tutorFileCompleteness(completeTutor)).toBe('Complet');
  });

  it('names each missing item with the page where the tutor fixes it, and agrees with the schema', () => {
    const cases: [TutorFileFacts, string, string | undefined][] = [
      [{ ...completeTutor, status: 'pending' }, 'status', undefined],
      [{ ...completeTutor, tutorPreferences: { ...completeTutor.tutorPreferences, availability: [] } }, 'availability', '/tutor/preferences'],
      [
        { ...completeTutor, tutorPreferences: { ...completeTutor.tutorPreferences, assignment: { level: [], numberOfStudentsToSupport: 2 } } },
        'level',
        '/tutor/preferences',
      ],
      [
        { ...completeTutor, tutorPreferences: { ...completeTutor.tutorPreferences, assignment: { level: ['level-5eme'], numberOfStudentsToSupport: 0 } } },
        'numberOfStudents',
        '/tutor/preferences',
      ],
      [{ ...completeTutor, tutorPreferences: { ...completeTutor.tutorPreferences, subjectToTeach: [' '] } }, 'subject', '/tutor/preferences'],
      [{ ...completeTutor, gender: '' }, 'gender', '/tutor/account'],
      [{ ...completeTutor, contactDetails: {} }, 'contact', '/tutor/account'],
    ];
    for (const [tutor, key, path] of cases) {
      expect(missingFileItems(tutor), key).toEqual([{ key, ...(path && { path }) }]);
      expect(tutorFileCompleteness(tutor), key).toBe('Incomplet');
    }
    expect(missingFileItems({}).map((item) => item.key)).toEqual(['status', 'availability', 'level', 'numberOfStudents', 'subject', 'gender', 'contact']);
  });
});

describe('the registration path on the home', () => {
  it('says the step, the next one when it is known, and where the tutor acts when it is their move', () => {
    expect(onboardingProgress(1)).toEqual({ step: 1, status: 'on-boarding-in-progress', next: 2, actionPath: '/tutor/account' });
    expect(onboardingProgress(2)).toEqual({ step: 2, status: 'on-boarding-in-progress', next: 3, actionPath: '/tutorVideo' });
    // After the quiz the next step depends on its result: none is announced.
    expect(onboardingProgress(3)).toEqual({ step: 3, status: 'on-boarding-in-progress', actionPath: '/tutorQuiz' });
    expect(onboardingProgress(5)).toEqual({ step: 5, status: 'on-boarding-in-review', next: 7 });
    expect(onboardingProgress(7)).toEqual({ step: 7, status: 'on-boarding-completed' });
    expect(onboardingProgress(2, 'parent')).toMatchObject({ actionPath: '/parent/video' });
    expect(onboardingProgress(3, 'parent')).toMatchObject({ actionPath: '/parent/quiz' });
    expect(onboardingProgress(6, 'parent').actionPath).toBeUndefined();
    // A record without a step (or with an unknown one) is at the start.
    expect(onboardingProgress(undefined).step).toBe(1);
    expect(onboardingProgress(4).step).toBe(1);
  });
});

describe("a student's tutors and people's names", () => {
  it('takes each tutor once from the sessions, by name, never by id', () => {
    const sessions = [
      { tutors: [{ userId: 't1', fullName: 'Thomas Lemaire' }] },
      {
        tutors: [
          { userId: 't1', fullName: 'Thomas Lemaire' },
          { userId: 't2', fullName: ' Ana Diaz ' },
        ],
      },
      { tutors: [{ userId: 't3' }] },
      {},
    ];
    expect(tutorsOfSessions(sessions)).toEqual([
      { userId: 't1', fullName: 'Thomas Lemaire' },
      { userId: 't2', fullName: 'Ana Diaz' },
    ]);
    expect(fullNameOf({ contactDetails: { firstName: 'Léo', lastName: 'Roussel' } })).toBe('Léo Roussel');
    expect(fullNameOf(undefined)).toBe('');
  });
});

describe('the family pages', () => {
  it('are all built: every family path of the spec has its page', () => {
    const paths = new Set(Object.values(FAMILY_ROUTES).flat());
    const built = ['/', '/tutor/account', '/parent/account', '/student/account', '/parent/children', '/tutor/preferences', '/student/preferences'];
    for (const segment of ['tutor', 'parent', 'student']) built.push(`/${segment}/equipment`, `/${segment}/contact`, `/${segment}/sessions`);
    built.push('/tutor/listSessions', '/student/listSessions', '/tutor/reports', '/parent/reports', '/student/reports', '/tutor/documents');
    built.push(
      '/tutorVideo',
      '/tutorQuiz',
      '/parent/video',
      '/parent/quiz',
      '/tutor/training-path',
      '/tutor/students',
      '/student/group-sessions',
      '/parent/group-sessions',
    );
    expect([...paths].filter((path) => !built.includes(path))).toEqual([]);
  });
});
