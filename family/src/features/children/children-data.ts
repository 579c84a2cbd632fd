import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { rowCondition } from '../../api/record-revisions.ts';
import { unwrap } from '../../data/query-client.ts';
import type { ReadRecord, ReferenceLabels, students } from '@binome/schema';

/** A child as the API answers it to their parent, with the labels of references. */
export type ChildRecord = ReadRecord<typeof students> & {
  _label?: string;
  _labels?: ReferenceLabels;
  /** The revision this row was read at, sent back with its edit or delete. */
  _etag?: string;
};

/** The spec's invitation modes (section 5): by e-mail, or by phone (a text message). */
export type InvitationMode = 'email' | 'phone';
export interface ChildInvitationState {
  userId: string;
  state: 'account' | 'none' | 'queued' | 'sent' | 'cancelled' | 'failed';
  mode?: InvitationMode;
  at?: string;
}
export interface Choice {
  id: string;
  name: string;
}

/** A parent has a handful of children: one page of the API's largest size holds them all. */
const PAGE = 100;
const keys = {
  children: ['children'] as const,
  invitations: ['children', 'invitations'] as const,
  levels: ['levels'] as const,
  classes: (level: string) => ['classes', level] as const,
};

/** The signed-in parent's children (the server answers only theirs). */
export function useChildren(parentUserId: string) {
  return useQuery({
    queryKey: keys.children,
    queryFn: async () =>
      (await unwrap(
        api.GET('/students', {
          params: { query: { 'studentPreferences.parentUserId': [parentUserId], _end: PAGE, _sort: 'contactDetails.firstName', _order: 'asc' } },
        }),
      )) as unknown as ChildRecord[],
  });
}

/** Which children have an account, and where their last invitation stands. */
export function useInvitationStates() {
  return useQuery({ queryKey: keys.invitations, queryFn: async () => (await unwrap(api.GET('/children/invitations'))) as ChildInvitationState[] });
}

/** The nine levels, in school order, by name. */
export function useLevels() {
  return useQuery({
    queryKey: keys.levels,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const rows = (await unwrap(api.GET('/levels', { params: { query: { _end: PAGE, _sort: 'order', _order: 'asc' } } }))) as unknown as {
        id: string;
        levelName?: string;
        _label?: string;
      }[];
      return rows.map((row): Choice => ({ id: row.id, name: row.levelName ?? row._label ?? '' }));
    },
  });
}

/** The classes of a level, by name; none until a level is chosen. */
export function useClasses(level: string) {
  return useQuery({
    queryKey: keys.classes(level),
    enabled: level !== '',
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const rows = (await unwrap(api.GET('/classes', { params: { query: { level: [level], _end: PAGE, _sort: 'className', _order: 'asc' } } }))) as unknown as {
        id: string;
        className?: string;
        _label?: string;
      }[];
      return rows.map((row): Choice => ({ id: row.id, name: row._label ?? row.className ?? '' }));
    },
  });
}

/** Add, edit, delete and invite: each refreshes the list (and the invitation states) once it succeeds. */
export function useChildMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.children });
  return {
    create: useMutation({
      mutationFn: (body: Record<string, unknown>) => unwrap(api.POST('/students', { body: body as never })) as Promise<unknown>,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ child, body }: { child: ChildRecord; body: Record<string, unknown> }) =>
        unwrap(api.PATCH('/students/{id}', { params: { path: { id: child.id }, header: rowCondition(child) }, body: body as never })) as Promise<unknown>,
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (child: ChildRecord) =>
        unwrap(api.DELETE('/students/{id}', { params: { path: { id: child.id }, header: rowCondition(child) } })) as Promise<unknown>,
      onSuccess: refresh,
    }),
    invite: useMutation({
      mutationFn: ({ id, mode }: { id: string; mode: InvitationMode }) =>
        unwrap(api.POST('/children/{id}/invitation', { params: { path: { id } }, body: { mode } })) as Promise<{
          mode: InvitationMode;
          state: 'sent' | 'queued';
        }>,
      onSuccess: () => client.invalidateQueries({ queryKey: keys.invitations }),
    }),
  };
}
