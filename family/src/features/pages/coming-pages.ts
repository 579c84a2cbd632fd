/**
 * The family paths whose screens are built by other work (children, equipment, contact, preferences) or by the
 * workflow issues (sessions, students, reports, documents, onboarding videos and quizzes). Until then each shows an
 * honest card saying what it will hold; the real pages replace these lines in `routes.tsx`.
 */
export const COMING_PAGES = {
  '/tutorVideo': 'tutorVideo',
  '/tutorQuiz': 'tutorQuiz',
  '/tutor/sessions': 'sessions',
  '/tutor/listSessions': 'listSessions',
  '/tutor/students': 'students',
  '/tutor/reports': 'reports',
  '/tutor/documents': 'documents',
  '/tutor/equipment': 'equipment',
  '/tutor/training-path': 'trainingPath',
  '/tutor/contact': 'contact',
  '/tutor/preferences': 'preferences',
  '/parent/children': 'children',
  '/parent/sessions': 'sessions',
  '/parent/equipment': 'equipment',
  '/parent/reports': 'reports',
  '/parent/quiz': 'parentQuiz',
  '/parent/video': 'parentVideo',
  '/parent/contact': 'contact',
  '/student/sessions': 'sessions',
  '/student/listSessions': 'listSessions',
  '/student/equipment': 'equipment',
  '/student/reports': 'scoring',
  '/student/contact': 'contact',
  '/student/preferences': 'preferences',
} as const satisfies Record<string, string>;

export type ComingPageKey = (typeof COMING_PAGES)[keyof typeof COMING_PAGES];

export function comingPageOf(path: string): ComingPageKey | undefined {
  return (COMING_PAGES as Record<string, ComingPageKey>)[path];
}
