import {
  missingTutorFileItems,
  nextOnboardingStep,
  onboardingStatusOf,
  type OnboardingStep,
  type OnboardingStatus,
  type Role,
  type TutorFileFacts,
  type TutorFileItem,
} from '@binome/schema';

/** The cards of a home page, in the order they are shown. */
export type HomeCard =
  | 'onboarding'
  | 'file'
  | 'students'
  | 'automaticMatching'
  | 'trainingPath'
  | 'heldHours'
  | 'children'
  | 'tutors'
  | 'parentProspect'
  | 'nextSession'
  | 'reportsToWrite';

/**
 * Which cards a person's home shows (issue 12): the tutor their registration path, file and students; the parent
 * their children; the student their tutor; prospects where their registration stands. The session and report
 * cards are the places the sessions and reports issues fill; prospects have no sessions yet.
 */
export function homeCardsFor(role: Role): HomeCard[] {
  switch (role) {
    case 'tutor':
      return ['onboarding', 'file', 'students', 'automaticMatching', 'trainingPath', 'heldHours', 'nextSession', 'reportsToWrite'];
    case 'parent':
      return ['children', 'nextSession'];
    case 'student':
      return ['tutors', 'nextSession'];
    case 'prospectLead':
      return ['onboarding'];
    case 'parentProspect':
      return ['parentProspect'];
    default:
      return [];
  }
}

/** One thing a tutor's file lacks, and where they fix it (none: only staff can, by validating the account). */
export interface MissingFileItem {
  key: TutorFileItem;
  path?: string;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Where a tutor fixes each item of their file. */
const FIX_PATHS: Partial<Record<TutorFileItem, string>> = {
  availability: '/tutor/preferences',
  level: '/tutor/preferences',
  numberOfStudents: '/tutor/preferences',
  subject: '/tutor/preferences',
  gender: '/tutor/account',
  contact: '/tutor/account',
};

/** What keeps a tutor's file 'Incomplet' (the schema's `missingTutorFileItems`), with where to fix each. */
export function missingFileItems(tutor: TutorFileFacts): MissingFileItem[] {
  return missingTutorFileItems(tutor).map((key) => ({ key, ...(FIX_PATHS[key] && { path: FIX_PATHS[key] }) }));
}

export interface OnboardingProgress {
  step: OnboardingStep;
  status: OnboardingStatus;
  /** The step after this one, when it does not depend on a result still unknown (the quiz's). */
  next?: OnboardingStep;
  /** Where the person does what the step asks, when it is theirs to do. */
  actionPath?: string;
}

const ACTION_PATHS: Record<'tutor' | 'parent', Partial<Record<OnboardingStep, string>>> = {
  tutor: { 1: '/tutor/account', 2: '/tutorVideo', 3: '/tutorQuiz' },
  parent: { 1: '/parent/account', 2: '/parent/video', 3: '/parent/quiz' },
};

/** Where a tutor (or tutor lead), or a parent prospect, stands in the registration path of section 4, and what to do next. */
export function onboardingProgress(step: unknown, audience: 'tutor' | 'parent' = 'tutor'): OnboardingProgress {
  const known = ([1, 2, 3, 5, 6, 7] as const).find((value) => value === Number(step)) ?? 1;
  return {
    step: known,
    status: onboardingStatusOf(known),
    ...(known !== 3 && nextOnboardingStep(known) !== undefined && { next: nextOnboardingStep(known) }),
    ...(ACTION_PATHS[audience][known] && { actionPath: ACTION_PATHS[audience][known] }),
  };
}

interface SessionParticipants {
  tutors?: readonly { userId?: string; fullName?: string }[];
}

/** The tutors met in a student's sessions, each once, by name (a student cannot read the tutors' records). */
export function tutorsOfSessions(sessions: readonly SessionParticipants[]): { userId: string; fullName: string }[] {
  const tutors = new Map<string, string>();
  for (const session of sessions) {
    for (const tutor of session.tutors ?? [])
      if (tutor.userId && filled(tutor.fullName) && !tutors.has(tutor.userId)) tutors.set(tutor.userId, tutor.fullName!.trim());
  }
  return [...tutors].map(([userId, fullName]) => ({ userId, fullName }));
}

/** A person's name from their contact details, never their id. */
export function fullNameOf(record: { contactDetails?: { firstName?: string; lastName?: string } } | undefined): string {
  return [record?.contactDetails?.firstName, record?.contactDetails?.lastName].filter(filled).join(' ');
}
