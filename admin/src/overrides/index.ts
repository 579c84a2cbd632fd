import type { ScreenAction } from '@binome/schema';
import type { ScreenProps } from '../screens/resource-screen.tsx';
import { preloadable, type Preloadable } from '../screens/preloadable.ts';

type Overrides = Partial<Record<ScreenAction, Preloadable<ScreenProps>>>;

/**
 * Screens a resource needs beyond the generic ones, by registry name. Each lives in `overrides/<resource>/` and
 * builds on the generic screen (same columns, filters and rights), adding only what its resource needs.
 */
export const OVERRIDES: Record<string, Overrides> = {
  establishments: { list: preloadable(() => import('./establishments/establishments-list.tsx')) },
  collaborators: { list: preloadable(() => import('./collaborators/collaborators-list.tsx')) },
  sessions: { view: preloadable(() => import('./sessions/session-show.tsx')) },
  tutors: { list: preloadable(() => import('./tutors/tutors-list.tsx')), view: preloadable(() => import('./tutors/tutor-show.tsx')) },
  pairs: { view: preloadable(() => import('./pairs/pair-show.tsx')) },
  certificates: { view: preloadable(() => import('./certificates/certificate-show.tsx')) },
  matching: { list: preloadable(() => import('./matching/matching-screen.tsx')) },
  prospects: { view: preloadable(() => import('./prospects/prospect-show.tsx')) },
  classReports: { list: preloadable(() => import('./reports/reports-list.tsx')) },
  scReports: { list: preloadable(() => import('./reports/reports-list.tsx')) },
  documents: { list: preloadable(() => import('./documents/documents-list.tsx')) },
  dataDeletionRequests: { view: preloadable(() => import('./data-deletion/deletion-request-show.tsx')) },
};
