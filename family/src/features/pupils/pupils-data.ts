import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import type { OccurrenceRecord } from '../sessions/sessions-data.ts';
import type { pairs, ReadRecord, ReferenceLabels, StoredRecord, students } from '@binome/schema';

/** A pair as the API answers it to its tutor (the fields this screen uses). */
type PairRecord = Pick<StoredRecord<typeof pairs>, 'id' | 'studentId' | 'weeklySlot'>;

/** A pupil as the API answers it to their tutor: names, and the assignment, with the labels of its references. */
export type PupilRecord = ReadRecord<typeof students> & { _label?: string; _labels?: ReferenceLabels };

export interface Pupil {
  pairId: string;
  student: PupilRecord | undefined;
  studentId: string;
  weeklySlot: PairRecord['weeklySlot'];
  next: OccurrenceRecord | undefined;
}

/** A tutor has a handful of pupils and, over the coming weeks, fewer sessions than the API's largest page. */
const PAGE = 100;

/**
 * "Mes élèves": the pupils of the tutor's active pairs, each with what the server lets their tutor read of them,
 * and their next session together. Three bounded reads (pairs, those students, the coming occurrences), whatever
 * the number of pupils: never one request per pupil.
 */
export function usePupils(tutorId: string) {
  return useQuery({
    queryKey: ['pupils', tutorId],
    queryFn: async (): Promise<Pupil[]> => {
      const pairs = (await unwrap(
        api.GET('/pairs', { params: { query: { tutorId: [tutorId], status: ['active'], _end: PAGE, _sort: 'createdAt', _order: 'asc' } } }),
      )) as unknown as PairRecord[];
      if (pairs.length === 0) return [];
      // From an hour ago: a session under way is still the next one until it ends.
      const since = new Date(Date.now() - 60 * 60_000).toISOString();
      const [students, occurrences] = await Promise.all([
        unwrap(api.GET('/students', { params: { query: { id: pairs.map((pair) => pair.studentId), _end: PAGE } } })) as unknown as Promise<PupilRecord[]>,
        unwrap(
          api.GET('/session-occurrences', {
            params: { query: { status: ['scheduled'], startDate_gte: since, _start: 0, _end: PAGE, _sort: 'startDate', _order: 'asc' } },
          }),
        ) as unknown as Promise<OccurrenceRecord[]>,
      ]);
      const now = Date.now();
      return pairs.map((pair) => ({
        pairId: pair.id,
        studentId: pair.studentId,
        student: students.find((student) => student.id === pair.studentId),
        weeklySlot: pair.weeklySlot,
        next: occurrences.find(
          (occurrence) => Date.parse(occurrence.endDate) > now && occurrence.students?.some((student) => student.userId === pair.studentId),
        ),
      }));
    },
  });
}

export function pupilName(pupil: Pupil): string {
  const { student } = pupil;
  return [student?.contactDetails?.firstName, student?.contactDetails?.lastName].filter(Boolean).join(' ') || (student?._label ?? '');
}
