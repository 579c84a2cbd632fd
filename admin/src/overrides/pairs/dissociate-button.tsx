import '../../words/matching-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

const DissociateDialog = lazy(() => import('./dissociate-dialog.tsx').then((module) => ({ default: module.DissociateDialog })));

/** 'Dissociate' on an active pair's page, for staff who may update pairs: an action with its reason, not a field edit. */
export function DissociateButton({ pair }: { pair: { id?: string; status?: string } | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: can } = useCan({ resource: 'pairs', action: 'edit' });
  if (!pair?.id || pair.status !== 'active' || !can?.can) return null;
  return (
    <>
      <Button danger icon={<DisconnectOutlined />} onClick={() => setOpen(true)}>
        {t('staffMatching.dissociation.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DissociateDialog pairId={pair.id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
