import { useParams } from 'react-router';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { NewSessionButton } from '../sessions/new-session-button.tsx';

/** A tutor's record page, with the way to book a session with one of their pupils (section 2, tutor detail screen). */
export default function TutorShow({ resource }: ScreenProps) {
  const { id } = useParams();
  return (
    <>
      <div className="record-extra-actions">
        <NewSessionButton tutorId={id} />
      </div>
      <GenericShow resource={resource} />
    </>
  );
}
