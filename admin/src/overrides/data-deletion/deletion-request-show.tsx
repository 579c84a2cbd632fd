import '../../words/privacy-words.ts';
import { lazy, Suspense, useState } from 'react';
import { App, Button, Card, Space, Tag } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useList, useOne } from '@refinedev/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useStaffSession } from '../../session/staff-session.tsx';
import { API_URL } from '../../providers/http-client.ts';
import { PersonPicker } from '../matching/person-picker.tsx';
import { onlyAccountFor, type Account } from './account-for-email.ts';

const EraseDialog = lazy(() => import('./erase-dialog.tsx'));

export type DeletionRequest = { id?: string; fullName?: string; email?: string; requestStatus?: string; requestedBy?: string; erasedUserId?: string } & Record<
  string,
  unknown
>;

/** Saves a person's export (GDPR arts. 15 and 20) as the server wrote it: one JSON file. */
async function downloadExport(userId: string): Promise<void> {
  const response = await fetch(`${API_URL}/privacy/export/${encodeURIComponent(userId)}`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `binome-data-${userId}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A data-deletion request's page, with its handling for administrators (the server refuses anyone else): choose the
 * person it is about (the author when signed in, else the one account with the request's e-mail, by default), download their data, or erase them after a
 * confirmation. Once carried out, the request shows what was done.
 */
export default function DeletionRequestShow({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id } = useParams();
  const { role } = useStaffSession();
  const { result } = useOne<DeletionRequest>({ resource: resource.apiName, id: id ?? '', queryOptions: { enabled: Boolean(id) } });
  const [chosen, setChosen] = useState<string>();
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const done = result?.requestStatus === 'done' || Boolean(result?.erasedUserId);
  // A request filed signed out names the person by e-mail only: the account with that address, when it is the one.
  const byEmail = !result?.requestedBy && Boolean(result?.email) && role === 'super_administrator' && !done;
  const { result: accounts } = useList<Account>({
    resource: 'users',
    filters: [{ field: 'q', operator: 'eq', value: result?.email }],
    pagination: { currentPage: 1, pageSize: 20 },
    queryOptions: { enabled: byEmail },
  });
  const person = chosen ?? result?.requestedBy ?? (byEmail ? onlyAccountFor(result?.email, accounts.data ?? []) : undefined);
  const exportData = async () => {
    if (!person) return;
    setExporting(true);
    try {
      await downloadExport(person);
    } catch {
      void message.error(t('staffPrivacy.exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <GenericShow
        resource={resource}
        aside={
          <>
            {result?.id && role === 'super_administrator' && (
              <Card size="small" title={t('staffPrivacy.title')} className="record-extra-actions" style={{ marginBottom: 16 }}>
                {done ? (
                  <Tag color="green">{t('staffPrivacy.done')}</Tag>
                ) : (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <p className="muted">{t('staffPrivacy.intro')}</p>
                    <label htmlFor="deletion-person">{t('staffPrivacy.person')}</label>
                    <PersonPicker resource="users" id="deletion-person" value={person} onChange={setChosen} />
                    <Space wrap>
                      <Button icon={<DownloadOutlined />} disabled={!person} loading={exporting} onClick={() => void exportData()}>
                        {t('staffPrivacy.export')}
                      </Button>
                      <Button danger icon={<DeleteOutlined />} disabled={!person} onClick={() => setErasing(true)}>
                        {t('staffPrivacy.erase')}
                      </Button>
                    </Space>
                  </Space>
                )}
              </Card>
            )}
          </>
        }
      />
      {erasing && result?.id && person && (
        <Suspense fallback={null}>
          <EraseDialog requestId={result.id} userId={person} onClose={() => setErasing(false)} />
        </Suspense>
      )}
    </>
  );
}
