import '../../words/prospects-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Button, Tag } from 'antd';
import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { useOne } from '@refinedev/core';
import { subject } from '@casl/ability';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useStaffSession } from '../../session/staff-session.tsx';
import type { prospects, ReadRecord } from '@binome/schema';

const ValidateDialog = lazy(() => import('./validate-dialog.tsx'));
const StopDialog = lazy(() => import('./stop-dialog.tsx'));

export type Prospect = ReadRecord<typeof prospects>;

/**
 * A prospect's page: what they registered, their path and documents, and staff's decision (section 4): validate,
 * or stop with a reason. The server checks the path and the criminal record and answers why when it refuses.
 */
export default function ProspectShow({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { ability } = useStaffSession();
  const [dialog, setDialog] = useState<'validate' | 'stop'>();
  const { result } = useOne<Prospect>({ resource: resource.apiName, id: id ?? '', queryOptions: { enabled: Boolean(id) } });
  const pending = (result?.prospectPreferences?.decision ?? 'pending') === 'pending';
  const mayDecide = Boolean(result?.id) && ability.can('update', subject('prospects', { ...result }));
  return (
    <GenericShow
      resource={resource}
      aside={
        <>
          {result?.id && mayDecide && (
            <div className="record-extra-actions">
              {pending ? (
                <>
                  <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('validate')}>
                    {t('staffProspects.validate')}
                  </Button>
                  <Button danger icon={<StopOutlined />} onClick={() => setDialog('stop')}>
                    {t('staffProspects.stop')}
                  </Button>
                </>
              ) : (
                <Tag>{t('staffProspects.decided')}</Tag>
              )}
            </div>
          )}
          {dialog && result?.id && (
            <Suspense fallback={null}>
              {dialog === 'validate' ? (
                <ValidateDialog prospect={result} onClose={() => setDialog(undefined)} />
              ) : (
                <StopDialog prospectId={result.id} onClose={() => setDialog(undefined)} />
              )}
            </Suspense>
          )}
        </>
      }
    />
  );
}
