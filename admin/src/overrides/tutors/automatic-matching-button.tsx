import '../../words/matching-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import { useCan, useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';

const AutomaticMatchingDialog = lazy(() => import('./automatic-matching-dialog.tsx').then((module) => ({ default: module.AutomaticMatchingDialog })));

export interface AutomaticStatus {
  offered: boolean;
  available: boolean;
  message?: string;
  matchedStudents: number;
  numberOfStudentsToSupport: number;
}

/**
 * The tutor detail screen's automatic assignment (section 2 and 5): matched students out of the number they
 * support on the button, disabled with the server's reason (inactive, full, no free slot, nobody waiting), absent
 * where the program does not offer it, and only for staff who may make pairs and book sessions.
 */
export function AutomaticMatchingButton({ tutorId }: { tutorId: string | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: canPair } = useCan({ resource: 'pairs', action: 'create' });
  const { data: canBook } = useCan({ resource: 'sessions', action: 'create' });
  const allowed = Boolean(tutorId && canPair?.can && canBook?.can);
  const { query, result } = useCustom<AutomaticStatus>({
    url: `${API_URL}/matching/automatic`,
    method: 'get',
    config: { query: { tutorId } },
    queryOptions: { enabled: allowed },
  });
  const status = result?.data;
  if (!allowed || !status?.offered) return null;
  const label = t('staffMatching.automatic.button', { matched: status.matchedStudents, capacity: status.numberOfStudentsToSupport });
  const button = (
    <Button icon={<ThunderboltOutlined />} disabled={!status.available} loading={query.isFetching && !status} onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
  return (
    <>
      {status.available || !status.message ? button : <Tooltip title={t(status.message)}>{<span>{button}</span>}</Tooltip>}
      {!status.available && status.message && <span className="visually-hidden">{t(status.message)}</span>}
      {open && tutorId && (
        <Suspense fallback={null}>
          <AutomaticMatchingDialog tutorId={tutorId} onClose={() => setOpen(false)} onDone={() => void query.refetch()} />
        </Suspense>
      )}
    </>
  );
}
