/**
 * The family paths whose screens come with the workflow issues (the tutor's students). Until
 * then each shows an honest card saying what it will hold; the real pages replace these lines in `routes.tsx`.
 */
export const COMING_PAGES = {
  '/tutor/students': 'students',
} as const satisfies Record<string, string>;

export type ComingPageKey = (typeof COMING_PAGES)[keyof typeof COMING_PAGES];

export function comingPageOf(path: string): ComingPageKey | undefined {
  return (COMING_PAGES as Record<string, ComingPageKey>)[path];
}
