import { useState } from 'react';
import { useCustomMutation } from '@refinedev/core';
import { API_URL } from '../../providers/http-client.ts';
import type { WeeklySlot } from './use-candidates.ts';
import type { UnmatchedReason } from '@binome/schema/matching';

export type { UnmatchedReason };

export type FirstSession = 'session-0' | 'weekly';

export interface ProposedReason {
  code: string;
  points: number;
  days?: number;
  department?: string;
  count?: number;
  mode?: string;
  basis?: string;
  km?: number;
}

export interface ProposedPair {
  tutorId: string;
  tutorFullName: string;
  studentId: string;
  studentFullName: string;
  level?: string;
  slot: WeeklySlot;
  score: number;
  reasons: ProposedReason[];
}

export interface SupplyAndDemand {
  key: string;
  places: number;
  studentsWaiting: number;
}

export interface Proposal {
  programId: string;
  studentsWaiting: number;
  tutorsWithRoom: number;
  places: number;
  pairsProposed: number;
  totalScore: number;
  pairs: ProposedPair[];
  unmatched: { total: number; byReason: Record<UnmatchedReason, number> };
  byLevel: SupplyAndDemand[];
  byDepartment: SupplyAndDemand[];
  pairsPerWeek: number;
  predictedWaitWeeks: number | null;
}

export interface Refused {
  tutorId: string;
  studentId: string;
  code: string | number;
  message: string;
}

export interface Approved {
  created: { tutorId: string; studentId: string }[];
  refused: Refused[];
  /** Why the chunks stopped early (no right, the network): what came before is kept. */
  failure?: string;
}

/** The server takes at most this many pairs per approval. */
export const APPROVE_CHUNK = 100;

export const pairKey = (pair: Pick<ProposedPair, 'tutorId' | 'studentId'>) => `${pair.tutorId}:${pair.studentId}`;

/**
 * The whole-cohort proposal of a program: a dry run asked on demand (a POST, so never on render), and the approval
 * of the pairs chosen, sent in chunks the server accepts; the results of every chunk are gathered.
 */
export function useProposal() {
  const [proposal, setProposal] = useState<Proposal | undefined>(undefined);
  const compute = useCustomMutation<Proposal>();
  const approval = useCustomMutation<Approved>();
  const run = async (programId: string) => {
    const { data } = await compute.mutateAsync({
      url: `${API_URL}/matching/proposals`,
      method: 'post',
      values: { programId },
      successNotification: false,
      errorNotification: false,
    });
    setProposal(data);
    return data;
  };
  const approve = async (pairs: readonly ProposedPair[], firstSession: FirstSession): Promise<Approved> => {
    const result: Approved = { created: [], refused: [] };
    for (let start = 0; start < pairs.length; start += APPROVE_CHUNK) {
      const chunk = pairs
        .slice(start, start + APPROVE_CHUNK)
        .map(({ tutorId, studentId, slot }) => ({ tutorId, studentId, slot: { dayOfTheWeek: slot.dayOfTheWeek, startTime: slot.startTime } }));
      try {
        const { data } = await approval.mutateAsync({
          url: `${API_URL}/matching/proposals/approve`,
          method: 'post',
          values: { pairs: chunk, firstSession },
          successNotification: false,
          errorNotification: false,
        });
        result.created.push(...data.created);
        result.refused.push(...data.refused);
      } catch (error) {
        // The data provider already translated the sentence.
        return { ...result, failure: (error as { message?: string }).message ?? '' };
      }
    }
    return result;
  };
  return { proposal, run, computing: compute.mutation.isPending, computeError: compute.mutation.error, approve, approving: approval.mutation.isPending };
}
