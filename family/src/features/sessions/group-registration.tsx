import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { unwrap } from '../../data/query-client.ts';
import { useSession } from '../../session/session.tsx';
import { useChildFilterOptions, type OccurrenceRecord } from './sessions-data.ts';

type Person = { id?: string; name: string };

/** Who may be registered here: given by the open-groups answer, else every child of a parent (or the student). */
export interface RegistrationTarget {
  sessionId: string;
  registeredIds: readonly string[];
  /** The children this session is open to, already known (the open group sessions page). */
  people?: readonly { userId: string; fullName?: string | undefined }[];
}

/** The occurrence page's use: the occurrence's series and its students. */
export function targetOfOccurrence(occurrence: OccurrenceRecord): RegistrationTarget {
  return { sessionId: occurrence.sessionId, registeredIds: (occurrence.students ?? []).map((student) => student.userId) };
}

/**
 * Group sessions take registrations: a student for themself, a parent for each child. The server holds the places
 * (capacityReached), the level (otherLevel) and the child's other bookings (slotConflict); its refusal is shown as it
 * says. The open group sessions page shows the places itself, refreshed from the server after each change.
 */
export function GroupRegistration({ target, showPlaces = true, within }: { target: RegistrationTarget; showPlaces?: boolean; within?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { session } = useSession();
  const client = useQueryClient();
  const role = session?.user.userRole;
  const children = useChildFilterOptions(role === 'parent' && !target.people ? session?.user.userId : undefined);
  const [places, setPlaces] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const change = useMutation({
    mutationFn: async ({ action, studentId }: { action: 'register' | 'unregister'; studentId?: string }) =>
      unwrap(
        action === 'register'
          ? api.POST('/sessions/{id}/register', { params: { path: { id: target.sessionId } }, body: studentId ? { studentId } : {} })
          : api.POST('/sessions/{id}/unregister', { params: { path: { id: target.sessionId } }, body: studentId ? { studentId } : {} }),
      ),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer) => {
      setPlaces(answer.places);
      void client.invalidateQueries({ queryKey: ['occurrences'] });
      void client.invalidateQueries({ queryKey: ['open-groups'] });
    },
    onError: (error) => setProblem(problemOf(error).message),
  });
  if (role !== 'student' && role !== 'parent') return null;
  const people: Person[] =
    role === 'student'
      ? [{ name: '' }]
      : target.people
        ? target.people.map((person) => ({ id: person.userId, name: person.fullName ?? '' }))
        : (children.data ?? []);
  const registered = (userId: string | undefined) => target.registeredIds.includes(userId ?? session?.user.userId ?? '');
  return (
    // In a list of offers (`within`: the offer's title), each registration is named with its offer, so that the
    // regions differ, and its heading sits under the offer's.
    <section className="group-registration" aria-labelledby={within ? `${titleId} ${within}` : titleId}>
      {within ? <h3 id={titleId}>{t('familySessions.group.title')}</h3> : <h2 id={titleId}>{t('familySessions.group.title')}</h2>}
      {showPlaces && places !== null && <p className="muted">{t('familySessions.group.placesLeft', { places })}</p>}
      <ul className="plain">
        {people.map((person) => {
          const inIt = registered(person.id);
          const self = role === 'student';
          return (
            <li key={person.id ?? 'self'}>
              {!self && (
                <span>
                  {person.name}
                  {inIt ? ` · ${t('familySessions.group.registered')}` : ''}{' '}
                </span>
              )}
              {self && inIt && <span>{t('familySessions.group.registered')} </span>}
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => change.mutate({ action: inIt ? 'unregister' : 'register', ...(person.id && { studentId: person.id }) })}
              >
                {inIt
                  ? t(self ? 'familySessions.group.unregisterSelf' : 'familySessions.group.unregister')
                  : t(self ? 'familySessions.group.registerSelf' : 'familySessions.group.register')}
              </button>
            </li>
          );
        })}
      </ul>
      {problem && <Alert kind="error">{t(problem)}</Alert>}
    </section>
  );
}
