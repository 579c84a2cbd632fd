import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryClient, unwrap } from '../../data/query-client.ts';
import type { components } from '../../api/openapi.d.ts';

/** A class report as the API answers it to its reader (a parent or a student sees the family part only). */
export type ClassReport = components['schemas']['ClassReports'];
export type AttendanceLine = NonNullable<ClassReport['attendance']>[number];
/** What a tutor writes on their report; the state, validation and review are the server's. */
export type ReportEntry = NonNullable<components['schemas']['ClassReportsUpdate']>;

/** The newest reports come first; "older" asks for this many more. */
export const REPORTS_PAGE = 50;
const REPORTS = ['classReports'] as const;

/** The reader's reports (the server answers only theirs, or their children's), newest first, with the total. */
export function useReports(limit: number, studentId?: string) {
  return useQuery({
    queryKey: [...REPORTS, 'list', limit, studentId ?? ''],
    queryFn: async () => {
      const result = await api.GET('/class-reports', {
        params: { query: { _sort: 'reportDate', _order: 'desc', _start: 0, _end: limit, ...(studentId && { studentId: [studentId] }) } },
      });
      const reports = await unwrap(Promise.resolve(result));
      const total = Number(result.response.headers.get('x-total-count') ?? reports.length);
      return { reports, total: Number.isFinite(total) ? total : reports.length };
    },
    placeholderData: (previous) => previous,
  });
}

/** The tutor's reports still to enter (to be entered, or started), for the home's card. */
export function useReportsToEnter() {
  return useQuery({
    queryKey: [...REPORTS, 'toEnter'],
    queryFn: async () => {
      const result = await api.GET('/class-reports', {
        params: { query: { status: ['to-be-entered', 'partially-entered'], _sort: 'reportDate', _order: 'asc', _start: 0, _end: 3 } },
      });
      const reports = await unwrap(Promise.resolve(result));
      return { reports, total: Number(result.response.headers.get('x-total-count') ?? reports.length) };
    },
  });
}

export function useReport(id: string) {
  return useQuery({
    queryKey: [...REPORTS, 'one', id],
    queryFn: () => unwrap(api.GET('/class-reports/{id}', { params: { path: { id } } })),
  });
}

/** Saves what the tutor wrote; the answer carries the state the server worked out. */
export function useSaveReport(id: string) {
  return useMutation({
    mutationFn: (entry: ReportEntry) => unwrap(api.PATCH('/class-reports/{id}', { params: { path: { id } }, body: entry })),
    onSuccess: (saved) => {
      queryClient.setQueryData([...REPORTS, 'one', id], saved);
      void queryClient.invalidateQueries({ queryKey: [...REPORTS, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...REPORTS, 'toEnter'] });
    },
  });
}

/** A report's day, written out in the reader's language ("mardi 17 novembre 2026"). */
export function dayOf(reportDate: string | undefined, language: string): string {
  if (!reportDate) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${reportDate}T12:00:00Z`));
}

/** The names on a report other than the reader's own. */
export function othersOn(report: ClassReport, userId: string | undefined): string {
  return (report.attendance ?? [])
    .filter((line) => line.userId !== userId && line.fullName)
    .map((line) => line.fullName)
    .join(', ');
}
