import { useParams } from 'react-router';
import { useOne } from '@refinedev/core';
import type { TutorFileFacts } from '@binome/schema';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { NewSessionButton } from '../sessions/new-session-button.tsx';
import { AutomaticMatchingButton } from './automatic-matching-button.tsx';
import { TutorFileSummary } from './tutor-file.tsx';
import { TutorTrainingSummary } from './tutor-training.tsx';

/**
 * A tutor's record page (section 2, tutor detail screen): the automatic assignment of a waiting student, and the
 * way to book a session with one of their pupils, their file: complete, or what is missing (section 4), and how far along the training path they are.
 */
export default function TutorShow({ resource }: ScreenProps) {
  const { id } = useParams();
  // The same query as the page's own (Refine shares it): the file is worked out from the record shown.
  const { result } = useOne<TutorFileFacts & { id: string }>({ resource: resource.apiName, id: id ?? '', queryOptions: { enabled: Boolean(id) } });
  return (
    <GenericShow
      resource={resource}
      aside={
        <>
          <div className="record-extra-actions">
            <AutomaticMatchingButton tutorId={id} />
            <NewSessionButton tutorId={id} />
          </div>
          {result?.id && <TutorFileSummary tutor={result} />}
          {result?.id && <TutorTrainingSummary tutorId={result.id} />}
        </>
      }
    />
  );
}
