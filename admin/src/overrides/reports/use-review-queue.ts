import { useCustom } from '@refinedev/core';
import { API_URL } from '../../providers/http-client.ts';

export interface AttendanceLine {
  userId: string;
  fullName?: string;
  attendance?: 'not-reported' | 'absent' | 'present';
}

export interface QueuedReport {
  id: string;
  reportDate?: string;
  tutorId?: string;
  studentId?: string;
  rating?: number;
  appreciation?: string;
  attendance?: AttendanceLine[];
  flags: ('absence' | 'lowRating' | 'late')[];
  /** The reader wrote it: the server refuses their confirmation (the schema's isWrittenBy), so no button is offered. */
  writtenByReader?: boolean;
}

interface QueueAnswer {
  data: QueuedReport[];
  total: number;
}

export const QUEUE_PAGE_SIZE = 20;

/** One page of the reports awaiting confirmation, flagged first, as the server orders them. */
export function useReviewQueue(kind: string, page: number) {
  const { query } = useCustom<QueueAnswer>({
    url: `${API_URL}/report-review/${kind}`,
    method: 'get',
    config: { query: { _start: String((page - 1) * QUEUE_PAGE_SIZE), _end: String(page * QUEUE_PAGE_SIZE) } },
    queryOptions: { queryKey: ['report-review', kind, page] },
  });
  return query;
}

/** The name a report's attendance gives someone (the session names its participants). */
export function nameOn(report: QueuedReport, userId: string | undefined): string | undefined {
  return userId ? report.attendance?.find((line) => line.userId === userId)?.fullName : undefined;
}
