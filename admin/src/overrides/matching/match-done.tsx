import { Alert, Space } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getResource, screenPath } from '@binome/schema';
import { PRODUCT_ZONE } from '../../crud/field-kinds/format.ts';
import type { Matched } from './match-dialog.tsx';

/**
 * What a match made (walk report C-6: the toast faded and left "Aucun candidat…" for the student just matched):
 * who is now paired, the first session in Paris time, and the way to the new pair and to that session.
 */
export function MatchDone({ matched, onClose }: { matched: Matched; onClose: () => void }) {
  const { t } = useTranslation();
  const date = dayjs(matched.firstSessionStart).tz(PRODUCT_ZONE).format('dddd D MMMM YYYY, HH:mm');
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      message={t('staffMatching.screen.matched', { student: matched.studentFullName, tutor: matched.tutorFullName, date })}
      description={
        <Space wrap>
          <Link to={screenPath(getResource('pairs'), 'view', matched.pairId)}>{t('staffMatching.screen.seePair')}</Link>
          <Link to={screenPath(getResource('sessions'), 'view', matched.sessionId)}>{t('staffMatching.screen.seeFirstSession')}</Link>
        </Space>
      }
    />
  );
}
