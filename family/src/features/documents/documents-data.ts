import { useQuery } from '@tanstack/react-query';
import { api, problemOf, type ApiProblem } from '../../api/client.ts';
import { queryClient, unwrap } from '../../data/query-client.ts';
import type { components } from '../../api/openapi.d.ts';

export type VolunteerDocument = components['schemas']['Documents'];

const DOCUMENTS = ['documents'] as const;
/** The same bounds as the server's: it decides, these only spare a useless upload. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** The signed-in volunteer's documents (the server answers only theirs), newest first. */
export function useOwnDocuments() {
  return useQuery({
    queryKey: [...DOCUMENTS, 'own'],
    queryFn: () => unwrap(api.GET('/documents', { params: { query: { _sort: 'uploadedAt', _order: 'desc', _start: 0, _end: 100 } } })),
  });
}

export function refreshDocuments(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DOCUMENTS });
}

/**
 * Sends the form as `multipart/form-data`, reporting the upload's progress (fetch cannot tell it): resolves with the
 * new document, rejects with the API's problem.
 */
export function uploadDocument(
  fields: Record<string, string>,
  file: File,
  onProgress: (percent: number) => void,
  language: string,
): Promise<VolunteerDocument> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/v1/documents');
    request.withCredentials = true;
    request.setRequestHeader('x-language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = undefined;
      }
      if (request.status === 201) resolve(answer as VolunteerDocument);
      else reject(problemOf(answer));
    };
    request.onerror = () => reject(problemOf(undefined));
    request.send(body);
  });
}

/** The words for an upload's refusal: the content check's and the size's say what to do, others the catalogue's. */
export function uploadErrorKey(problem: ApiProblem): string {
  if (problem.code === 'notPdf') return 'familyDocuments.notPdf';
  if (problem.code === 'fileTooLarge' || problem.code === 'payloadTooLarge') return 'familyDocuments.tooLarge';
  return problem.message;
}
