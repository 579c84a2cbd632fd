import { useOne } from '@refinedev/core';
import { useParams } from 'react-router';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { NewSessionButton } from '../sessions/new-session-button.tsx';
import { DissociateButton } from './dissociate-button.tsx';

/** A pair's record page, with the way to book its sessions and to end the pair. */
export default function PairShow({ resource }: ScreenProps) {
  const { id } = useParams();
  const { result } = useOne<{ id?: string; status?: string; tutorId?: string; studentId?: string }>({
    resource: resource.apiName,
    id: id ?? '',
    queryOptions: { enabled: Boolean(id) },
  });
  return (
    <GenericShow
      resource={resource}
      aside={
        <>
          <div className="record-extra-actions">
            <NewSessionButton tutorId={result?.tutorId} {...(result?.studentId && { studentId: result.studentId })} />
            <DissociateButton pair={result} />
          </div>
        </>
      }
    />
  );
}
