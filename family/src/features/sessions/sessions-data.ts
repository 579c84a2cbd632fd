import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import type { ReadRecord, sessionOccurrences, StoredRecord, students } from '@binome/schema';

type Occurrence = StoredRecord<typeof sessionOccurrences>;

/** An occurrence as the API answers it to a tutor, a student or a parent (the fields these screens use). */
export type OccurrenceRecord = Pick<Occurrence, 'id' | 'sessionId' | 'startDate' | 'endDate' | 'status'> &
  Pick<
    Partial<Occurrence>,
    'skipReason' | 'skipName' | 'cancelingReason' | 'sessionType' | 'tutoringMode' | 'placeOrRoom' | 'sessionLink' | 'tutors' | 'students'
  >;

/** The API's largest page; a week of sessions, even for a parent of several children, fits in it. */
const PAGE_SIZE = 100;

const keys = {
  range: (from: string, to: string, studentId: string | undefined) => ['occurrences', 'range', from, to, studentId ?? ''] as const,
  page: (page: number, past: boolean, now: string) => ['occurrences', 'page', page, past, now] as const,
  next: ['occurrences', 'next'] as const,
  one: (id: string) => ['occurrences', 'one', id] as const,
  feed: ['calendar-feed'] as const,
};

/** The reader's occurrences between two instants (the server answers only their own, or their children's). */
export function useOccurrencesBetween(from: string, to: string, studentId?: string) {
  return useQuery({
    queryKey: keys.range(from, to, studentId),
    queryFn: async () =>
      (await unwrap(
        api.GET('/session-occurrences', {
          params: {
            query: {
              startDate_gte: from,
              startDate_lte: to,
              _start: 0,
              _end: PAGE_SIZE,
              _sort: 'startDate',
              _order: 'asc',
              ...(studentId && { 'students.userId': [studentId] }),
            },
          },
        }),
      )) as unknown as OccurrenceRecord[],
  });
}

/** One page of the list, upcoming first (or the past ones, newest first), with the total for the pager. */
export function useOccurrencePage(page: number, past: boolean, now: string, size = 20) {
  return useQuery({
    queryKey: keys.page(page, past, now),
    queryFn: async () => {
      const result = await api.GET('/session-occurrences', {
        params: {
          query: {
            ...(past ? { startDate_lte: now } : { startDate_gte: now }),
            _start: page * size,
            _end: (page + 1) * size,
            _sort: 'startDate',
            _order: past ? 'desc' : 'asc',
          },
        },
      });
      const rows = (await unwrap(Promise.resolve(result))) as unknown as OccurrenceRecord[];
      return { rows, total: Number(result.response.headers.get('x-total-count') ?? rows.length) };
    },
  });
}

/** The next occurrence that will take place, for the home's card. */
export function useNextOccurrence() {
  return useQuery({
    queryKey: keys.next,
    queryFn: async () => {
      // From an hour ago: a session under way is still "the next one" until it ends.
      const since = new Date(Date.now() - 60 * 60_000).toISOString();
      const rows = (await unwrap(
        api.GET('/session-occurrences', {
          params: { query: { status: ['scheduled'], startDate_gte: since, _start: 0, _end: 5, _sort: 'startDate', _order: 'asc' } },
        }),
      )) as unknown as OccurrenceRecord[];
      return rows.find((row) => Date.parse(row.endDate) > Date.now()) ?? null;
    },
  });
}

export function useOccurrence(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: async () => (await unwrap(api.GET('/session-occurrences/{id}', { params: { path: { id } } }))) as unknown as OccurrenceRecord,
  });
}

/** The four sealed values of a join link, from the page's address or fetched for the reader. */
export type JoinLink = { seance_id: string; seance_iv: string; user_id: string; user_iv: string };

export function joinLinkIn(search: string): JoinLink | null {
  const query = new URLSearchParams(search);
  const values = ['seance_id', 'seance_iv', 'user_id', 'user_iv'].map((key) => query.get(key));
  if (values.some((value) => !value)) return null;
  const [seance_id, seance_iv, user_id, user_iv] = values as string[];
  return { seance_id: seance_id!, seance_iv: seance_iv!, user_id: user_id!, user_iv: user_iv! };
}

/**
 * Joins the occurrence's room: with the link the person came by, else their own link asked of the server (a Google
 * Meet link opens as it is). Answers the room to open.
 */
export async function joinOccurrence(id: string, search: string): Promise<string> {
  let link = joinLinkIn(search);
  if (!link) {
    const { url } = await unwrap(api.GET('/session-occurrences/{id}/link', { params: { path: { id } } }));
    const parsed = new URL(url, window.location.origin);
    if (!parsed.pathname.startsWith('/session/')) return url;
    link = joinLinkIn(parsed.search);
    if (!link) return url;
  }
  const { roomUrl } = await unwrap(api.POST('/session-occurrences/{id}/join', { params: { path: { id } }, body: link }));
  return roomUrl;
}

/** The person's calendar feed URL, and its renewal (the old URL stops working). */
export function useCalendarFeed(enabled: boolean) {
  const client = useQueryClient();
  const feed = useQuery({ queryKey: keys.feed, enabled, queryFn: async () => (await unwrap(api.GET('/calendar/feed'))).url });
  const renew = useMutation({
    mutationFn: async () => (await unwrap(api.POST('/calendar/feed/renew', { body: {} }))).url,
    onSuccess: (url) => client.setQueryData(keys.feed, url),
  });
  return { feed, renew };
}

/** A parent's children, for the child filter (nobody else asks). */
export function useChildFilterOptions(parentUserId: string | undefined) {
  return useQuery({
    queryKey: ['occurrences', 'children', parentUserId ?? ''],
    enabled: Boolean(parentUserId),
    queryFn: async () => {
      const rows = (await unwrap(
        api.GET('/students', {
          params: { query: { 'studentPreferences.parentUserId': [parentUserId!], _end: 100, _sort: 'contactDetails.firstName', _order: 'asc' } },
        }),
      )) as unknown as ReadRecord<typeof students>[];
      return rows.map((row) => ({ id: row.id, name: `${row.contactDetails?.firstName ?? ''} ${row.contactDetails?.lastName ?? ''}`.trim() }));
    },
  });
}
