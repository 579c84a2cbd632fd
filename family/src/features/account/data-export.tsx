import './privacy-words.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { unwrap } from '../../data/query-client.ts';
import { Alert } from '../../components/alert.tsx';
import type { ReadRecord, students } from '@binome/schema';
import { Loading } from '../../components/loading.tsx';

type ChildRow = ReadRecord<typeof students>;

/** Saves the export (GDPR arts. 15 and 20): fetched with the session, handed to the browser as a JSON file. */
async function downloadExport(userId?: string): Promise<void> {
  const response = await fetch(`/v1/privacy/export${userId ? `?userId=${encodeURIComponent(userId)}` : ''}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'binome-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Mes données" on the account page: one's own download, and a parent's for each of their children. */
export function DataExport({ isParent }: { isParent: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // The server answers a parent their own children only.
  const children = useQuery({
    queryKey: ['students', 'mine'],
    queryFn: () => unwrap(api.GET('/students', { params: { query: { _end: 100 } } })) as Promise<ChildRow[]>,
    enabled: isParent,
  });
  const run = (userId?: string) => {
    setBusy(true);
    setFailed(false);
    downloadExport(userId)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <section className="data-export" aria-labelledby="data-export-title">
      <h2 id="data-export-title">{t('familyPrivacy.export.title')}</h2>
      <p className="muted">{t('familyPrivacy.export.intro')}</p>
      {failed && <Alert kind="error">{t('familyPrivacy.export.failed')}</Alert>}
      <p>
        <button type="button" className="button" disabled={busy} onClick={() => run()}>
          {t('familyPrivacy.export.mine')}
        </button>
      </p>
      {/* A status while a parent's children load: their buttons must not push the page down when they come. */}
      {isParent && children.isPending && <Loading />}
      {isParent &&
        (children.data ?? []).map((child) => (
          <p key={child.id}>
            <button type="button" className="button" disabled={busy} onClick={() => run(child.id)}>
              {t('familyPrivacy.export.child', { name: [child.contactDetails?.firstName, child.contactDetails?.lastName].filter(Boolean).join(' ') })}
            </button>
          </p>
        ))}
    </section>
  );
}
