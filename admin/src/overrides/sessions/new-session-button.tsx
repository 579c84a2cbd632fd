import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

const NewSessionDialog = lazy(() => import('./new-session-dialog.tsx').then((module) => ({ default: module.NewSessionDialog })));

/** 'New session' on a tutor's or a pair's record, for staff who may create sessions. */
export function NewSessionButton({ tutorId, studentId }: { tutorId: string | undefined; studentId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data: can } = useCan({ resource: 'sessions', action: 'create' });
  if (!tutorId || !can?.can) return null;
  return (
    <>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
        {t('staff.sessions.newSession')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NewSessionDialog tutorId={tutorId} {...(studentId && { studentId })} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
