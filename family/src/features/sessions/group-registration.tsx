import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, problemOf } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { unwrap } from '../../data/query-client.ts';
import { useSession } from '../../session/session.tsx';
import { useChildFilterOptions, type OccurrenceRecord } from './sessions-data.ts';

type Person = { id?: string; name: string };

/**
 * Group sessions take registrations: a student for themself, a parent for each child. The server holds the places
 * (capacityReached) and the child's other bookings (slotConflict); its refusal is shown as it says.
 */
export function GroupRegistration({ occurrence }: { occurrence: OccurrenceRecord }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const client = useQueryClient();
  const role = session?.user.userRole;
  const children = useChildFilterOptions(role === 'parent' ? session?.user.userId : undefined);
  const [places, setPlaces] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const change = useMutation({
    mutationFn: async ({ action, studentId }: { action: 'register' | 'unregister'; studentId?: string }) =>
      unwrap(
        action === 'register'
          ? api.POST('/sessions/{id}/register', { params: { path: { id: occurrence.sessionId } }, body: studentId ? { studentId } : {} })
          : api.POST('/sessions/{id}/unregister', { params: { path: { id: occurrence.sessionId } }, body: studentId ? { studentId } : {} }),
      ),
    onMutate: () => setProblem(undefined),
    onSuccess: (answer) => {
      setPlaces(answer.places);
      void client.invalidateQueries({ queryKey: ['occurrences'] });
    },
    onError: (error) => setProblem(problemOf(error).message),
  });
  if (role !== 'student' && role !== 'parent') return null;
  const people: Person[] = role === 'student' ? [{ name: '' }] : (children.data ?? []);
  const registered = (userId: string | undefined) => (occurrence.students ?? []).some((student) => student.userId === (userId ?? session?.user.userId));
  return (
    <section className="group-registration" aria-labelledby="group-registration-title">
      <h2 id="group-registration-title">{t('familySessions.group.title')}</h2>
      {places !== null && <p className="muted">{t('familySessions.group.placesLeft', { places })}</p>}
      <ul className="plain">
        {people.map((person) => {
          const inIt = registered(person.id);
          const self = role === 'student';
          return (
            <li key={person.id ?? 'self'}>
              {!self && <span>{person.name}{inIt ? ` · ${t('familySessions.group.registered')}` : ''} </span>}
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
