import { useParams } from 'react-router';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { SessionOccurrences } from './session-occurrences.tsx';

/** A session's record page: the generic one, then its occurrences with what became of each, and cancelling. */
export default function SessionShow({ resource }: ScreenProps) {
  const { id } = useParams();
  return (
    <>
      <GenericShow resource={resource} />
      {id && <SessionOccurrences sessionId={id} />}
    </>
  );
}
