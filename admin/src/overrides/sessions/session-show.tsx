import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';

// Its table and cancel dialog load after the record: the record page itself stays within the screen budget.
const SessionOccurrences = lazy(() => import('./session-occurrences.tsx').then((module) => ({ default: module.SessionOccurrences })));

/** A session's record page: the generic one, then its occurrences with what became of each, and cancelling. */
export default function SessionShow({ resource }: ScreenProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow resource={resource} />
      {id && (
        <Suspense fallback={null}>
          <SessionOccurrences sessionId={id} />
        </Suspense>
      )}
    </>
  );
}
