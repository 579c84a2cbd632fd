import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenAction } from '@binome/schema';
import type { ScreenProps } from '../screens/resource-screen.tsx';

type Overrides = Partial<Record<ScreenAction, LazyExoticComponent<ComponentType<ScreenProps>>>>;

/**
 * Screens a resource needs beyond the generic ones, by registry name. Each lives in `overrides/<resource>/` and
 * builds on the generic screen (same columns, filters and rights), adding only what its resource needs.
 */
export const OVERRIDES: Record<string, Overrides> = {
  establishments: { list: lazy(() => import('./establishments/establishments-list.tsx')) },
  collaborators: { list: lazy(() => import('./collaborators/collaborators-list.tsx')) },
  sessions: { view: lazy(() => import('./sessions/session-show.tsx')) },
  tutors: { list: lazy(() => import('./tutors/tutors-list.tsx')), view: lazy(() => import('./tutors/tutor-show.tsx')) },
  pairs: { view: lazy(() => import('./pairs/pair-show.tsx')) },
  certificates: { view: lazy(() => import('./certificates/certificate-show.tsx')) },
  matching: { list: lazy(() => import('./matching/matching-screen.tsx')) },
  prospects: { view: lazy(() => import('./prospects/prospect-show.tsx')) },
  classReports: { list: lazy(() => import('./reports/reports-list.tsx')) },
  scReports: { list: lazy(() => import('./reports/reports-list.tsx')) },
  documents: { list: lazy(() => import('./documents/documents-list.tsx')) },
  dataDeletionRequests: { view: lazy(() => import('./data-deletion/deletion-request-show.tsx')) },
};
