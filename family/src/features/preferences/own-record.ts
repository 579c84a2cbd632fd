import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type GridEntry, type ReadRecord, type tutors } from '@binome/schema';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';

/** Whose preferences the page edits: the resource of the person's own record and the block holding them. */
export interface PreferencesOwner {
  resource: 'tutors' | 'prospects' | 'students';
  preferencesKey: 'tutorPreferences' | 'studentPreferences';
  /** Tutors and prospect leads also choose where, whom and how they tutor. */
  withAssignment: boolean;
}

export function ownerOf(role: string): PreferencesOwner | undefined {
  if (role === 'tutor') return { resource: 'tutors', preferencesKey: 'tutorPreferences', withAssignment: true };
  // A prospect lead (a future tutor) sets the same preferences on their prospect record (their rules allow it).
  if (role === 'prospectLead') return { resource: 'prospects', preferencesKey: 'tutorPreferences', withAssignment: true };
  if (role === 'student') return { resource: 'students', preferencesKey: 'studentPreferences', withAssignment: false };
  return undefined;
}

// The shapes below come from the entities' descriptors (the same source as the server's validation), so that a field
// renamed or retyped in the schema breaks this page at compile time rather than on a person's screen.
type TutorPreferences = NonNullable<ReadRecord<typeof tutors>['tutorPreferences']>;

export type Assignment = NonNullable<TutorPreferences['assignment']>;

/**
 * The block of preferences this page edits, whichever of the three records holds it (a student's has the same
 * availability and weekend fields). The grid's cells (`GridEntry`) are what it reads and sends back; the server fills
 * in the rest of each slot.
 */
export type Preferences = Pick<TutorPreferences, 'weekendAvailability' | 'subjectToTeach' | 'tutoringMode' | 'assignment'> & { availability?: GridEntry[] };

export type OwnRecord = { id: string; _labels?: Record<string, Record<string, string | null>> } & Partial<
  Record<PreferencesOwner['preferencesKey'], Preferences>
>;

export interface ReferenceRow {
  id: string;
  _label?: string | null;
  [field: string]: unknown;
}

/**
 * The generated client is typed per path; this page works on one of three resources chosen by role, so it
 * speaks to the same client through a path it builds (the OpenAPI document still checks each request server-side).
 */
const client = api as unknown as {
  GET(path: string, init?: { params?: { query?: Record<string, string | number> } }): Promise<{ data?: unknown; error?: unknown; response: Response }>;
  PATCH(path: string, init: { body: unknown }): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

export function useOwnRecord(owner: PreferencesOwner | undefined, id: string | undefined) {
  return useQuery({
    queryKey: ['own-record', owner?.resource, id],
    queryFn: () => unwrap(client.GET(`/${owner!.resource}/${encodeURIComponent(id!)}`)) as Promise<OwnRecord>,
    enabled: owner !== undefined && id !== undefined,
  });
}

export function saveOwnPreferences(owner: PreferencesOwner, id: string, preferences: Preferences): Promise<OwnRecord> {
  return unwrap(client.PATCH(`/${owner.resource}/${encodeURIComponent(id)}`, { body: { [owner.preferencesKey]: preferences } })) as Promise<OwnRecord>;
}

/** A whole reference list (levels, sectors, departments), page after page: departments are 101, a page is 100. */
export function useReferenceList(resource: 'levels' | 'sectors' | 'departments', enabled = true) {
  return useQuery({
    queryKey: ['reference', resource],
    enabled,
    queryFn: async () => {
      const rows: ReferenceRow[] = [];
      for (let start = 0; ; start += MAX_PAGE_SIZE) {
        const call = client.GET(`/${resource}`, { params: { query: { _start: start, _end: start + MAX_PAGE_SIZE } } });
        const page = (await unwrap(call)) as ReferenceRow[];
        rows.push(...page);
        if (page.length < MAX_PAGE_SIZE) return rows;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Establishments whose name or town holds `search` (the directory is too long to list whole). */
export function useEstablishmentSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: ['reference', 'establishments', text],
    enabled: text.length >= 2,
    queryFn: () => unwrap(client.GET('/establishments', { params: { query: { q: text, _start: 0, _end: 20 } } })) as Promise<ReferenceRow[]>,
  });
}
