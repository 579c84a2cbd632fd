import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';

/** A person's own record as the generated routes answer it (with `_label`, `_detail`, `_labels`). */
export type OwnRecord = Record<string, unknown>;
/** The record and the revision it was read at (`ETag`): a save applies only if nobody changed it since. */
export interface ReadRecord {
  record: OwnRecord;
  etag: string | undefined;
}

// The generated routes share one shape; the path is chosen by the person's role (`ownRecordResourceOf`).
type RecordPath = '/tutors/{id}';
const pathOf = (resource: string) => `/${resource}/{id}` as RecordPath;
const keyOf = (resource: string, id: string) => ['own-record', resource, id] as const;

/** Runs an openapi-fetch call through `unwrap`, keeping the answer's headers. */
async function withHeaders<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<{ data: T; headers: Headers }> {
  let headers = new Headers();
  const data = await unwrap(
    call.then((result) => {
      headers = result.response.headers;
      return result;
    }),
  );
  return { data, headers };
}

export function useOwnRecord(resource: string, id: string) {
  return useQuery({
    queryKey: keyOf(resource, id),
    queryFn: async (): Promise<ReadRecord> => {
      const { data, headers } = await withHeaders(api.GET(pathOf(resource), { params: { path: { id } } }));
      return { record: data as OwnRecord, etag: headers.get('etag') ?? undefined };
    },
  });
}

/** What a save answers: the stored record, and whether a verification link went to a new e-mail address. */
export interface SavedRecord {
  record: OwnRecord;
  verificationSent: boolean;
}

/**
 * PATCH of one's own record, at the revision last read (`If-Match`: a change made meanwhile elsewhere is a 409
 * rather than silently undone); the cached record becomes the saved one.
 */
export function useSaveOwnRecord(resource: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>): Promise<SavedRecord & { etag: string | undefined }> => {
      const etag = queryClient.getQueryData<ReadRecord>(keyOf(resource, id))?.etag;
      const { data, headers } = await withHeaders(
        api.PATCH(pathOf(resource), { params: { path: { id }, header: etag ? { 'if-match': etag } : {} }, body: body as never }),
      );
      return { record: data as OwnRecord, verificationSent: headers.get('x-email-verification-sent') === 'true', etag: headers.get('etag') ?? undefined };
    },
    onSuccess: ({ record, etag }) => queryClient.setQueryData<ReadRecord>(keyOf(resource, id), { record, etag }),
  });
}
