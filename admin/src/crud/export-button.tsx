import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { exportUrl } from './export-csv.ts';

/**
 * Downloads the CSV of the current list (a resource's, or the history's) from the BFF (which leaves out what the person may not read). Fetched
 * rather than linked, so that a refusal shows the catalogue's message instead of a broken download.
 */
export function ExportButton({ apiName, filters, sorters }: { apiName: string; filters: CrudFilter[]; sorters: CrudSort[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(exportUrl(apiName, filters, sorters), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${apiName}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      void message.error(t('errors.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      {busy ? t('staff.exporting') : t('buttons.export')}
    </Button>
  );
}
