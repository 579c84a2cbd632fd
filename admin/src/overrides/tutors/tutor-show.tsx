import { useParams } from 'react-router';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { NewSessionButton } from '../sessions/new-session-button.tsx';
import { AutomaticMatchingButton } from './automatic-matching-button.tsx';

/**
 * A tutor's record page (section 2, tutor detail screen): the automatic assignment of a waiting student, and the
 * way to book a session with one of their pupils.
 */
export default function TutorShow({ resource }: ScreenProps) {
  const { id } = useParams();
  return (
    <>
      <div className="record-extra-actions">
        <AutomaticMatchingButton tutorId={id} />
        <NewSessionButton tutorId={id} />
      </div>
      <GenericShow resource={resource} />
    </>
  );
}
