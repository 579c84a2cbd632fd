import { useEffect, useState } from 'react';
import { httpClient } from '../../providers/http-client.ts';

/**
 * A document's PDF to show in the page: the server only ever answers it as an attachment (a volunteer's file is
 * never a page of the staff origin), so the screen fetches the bytes and shows them from a local URL typed
 * `application/pdf`, whatever the file holds: the browser's PDF viewer renders it, or nothing. Revoked on unmount.
 */
export function usePdfView(fileUrl: string): { url: string | undefined; failed: boolean } {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let local: string | undefined;
    let cancelled = false;
    setUrl(undefined);
    setFailed(false);
    httpClient
      .get<Blob>(fileUrl, { responseType: 'blob' })
      .then(({ data }) => {
        if (cancelled) return;
        local = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
        setUrl(local);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (local) URL.revokeObjectURL(local);
    };
  }, [fileUrl]);
  return { url, failed };
}
