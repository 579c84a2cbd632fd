import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';

/** A person's own record as the generated routes answer it (with `_label`, `_detail`, `_labels`). */
export type OwnRecord = Record<string, unknown>;

// The generated routes share one shape; the path is chosen by the person's role (`ownRecordResourceOf`).
type RecordPath = '/tutors/{id}';
const pathOf = (resource: string) => `/${resource}/{id}` as RecordPath;
const keyOf = (resource: string, id: string) => ['own-record', resource, id] as const;

export function useOwnRecord(resource: string, id: string) {
  return useQuery({
    queryKey: keyOf(resource, id),
    queryFn: async () => (await unwrap(api.GET(pathOf(resource), { params: { path: { id } } }))) as OwnRecord,
  });
}

/** What a save answers: the stored record, and whether a verification link went to a new e-mail address. */
export interface SavedRecord {
  record: OwnRecord;
  verificationSent: boolean;
}

/** PATCH of one's own record; the cached record becomes the saved one. */
export function useSaveOwnRecord(resource: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>): Promise<SavedRecord> => {
      let verificationSent = false;
      const call = api.PATCH(pathOf(resource), { params: { path: { id } }, body: body as never }).then((result) => {
        verificationSent = result.response.headers.get('x-email-verification-sent') === 'true';
        return result;
      });
      const record = (await unwrap(call)) as OwnRecord;
      return { record, verificationSent };
    },
    onSuccess: ({ record }) => queryClient.setQueryData(keyOf(resource, id), record),
  });
}
