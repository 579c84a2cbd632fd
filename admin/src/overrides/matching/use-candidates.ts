import { useCustom } from '@refinedev/core';
import { API_URL } from '../../providers/http-client.ts';

export type MatchingMode = 'tutor' | 'student';

export interface WeeklySlot {
  dayOfTheWeek: number;
  startTime: string;
  endTime: string;
}

export interface Reason {
  code: 'waiting' | 'commonSlots' | 'level' | 'mode' | 'subjects' | 'sameEstablishment' | 'sameDepartment' | 'sameSector' | 'distance';
  points: number;
  /** With `distance`: what it rests on, and the kilometres when they are known. */
  basis?: 'address' | 'commune' | 'sameEstablishment' | 'sameDepartment' | 'otherDepartment' | 'unknown';
  km?: number;
  /** With `mode`: how the two would meet. */
  mode?: 'online' | 'in-person' | 'both';
  days?: number;
  slots?: WeeklySlot[];
  level?: string;
  subject?: string;
  department?: string;
}

export interface Candidate {
  id: string;
  role: 'tutor' | 'student';
  fullName: string;
  score: number;
  reasons: Reason[];
  commonSlots: WeeklySlot[];
  level?: string;
  levels?: string[];
  waitingDays?: number;
  room?: { matched: number; capacity: number };
}

/** People one rule of how they would meet kept out, counted: what the screen says when nothing fits. */
export interface Exclusion {
  rule: string;
  count: number;
  /** With `distance`: the program's bound. */
  maxDistanceKm?: number;
  /** Catalogue key of the words, with `count` (and `km`). */
  message: string;
}

interface CandidatesAnswer {
  status: 'success';
  mode: MatchingMode;
  data: Candidate[];
  total: number;
  excluded: Exclusion[];
}

export const PAGE_SIZE = 20;

/**
 * One page of candidates for the person picked (students for a tutor, tutors for a student), best first, as the
 * server scores them; nothing is asked before someone is picked.
 */
export function useCandidates({ mode, personId, page, search }: { mode: MatchingMode; personId: string | undefined; page: number; search: string }) {
  const { query } = useCustom<CandidatesAnswer>({
    url: `${API_URL}/matching/candidates`,
    method: 'get',
    config: {
      query: {
        mode,
        [mode === 'tutor' ? 'tutorId' : 'studentId']: personId,
        ...(search && { q: search }),
        _start: (page - 1) * PAGE_SIZE,
        _end: page * PAGE_SIZE,
      },
    },
    queryOptions: { enabled: personId !== undefined },
    errorNotification: false,
  });
  return { candidates: query.data?.data.data ?? [], total: query.data?.data.total ?? 0, excluded: query.data?.data.excluded ?? [], query };
}
