import '../../words/certificates-words.ts';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined, StopOutlined } from '@ant-design/icons';
import { useOne } from '@refinedev/core';
import { subject } from '@casl/ability';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GenericShow } from '../../crud/generic-show.tsx';
import type { ScreenProps } from '../../screens/resource-screen.tsx';
import { useStaffSession } from '../../session/staff-session.tsx';
import { API_URL } from '../../providers/http-client.ts';
import type { certificates, ReadRecord } from '@binome/schema';

const RevokeDialog = lazy(() => import('./revoke-dialog.tsx').then((module) => ({ default: module.RevokeDialog })));

type Certificate = ReadRecord<typeof certificates>;

/**
 * A volunteer certificate's page: its PDF, and its revocation with a reason for the staff whose rules allow it
 * (an action of its own, not an edit: the figures are the server's).
 */
export default function CertificateShow({ resource }: ScreenProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { ability } = useStaffSession();
  const [revoking, setRevoking] = useState(false);
  const { result } = useOne<Certificate>({ resource: resource.apiName, id: id ?? '', queryOptions: { enabled: Boolean(id) } });
  const mayRevoke = Boolean(result?.id) && result?.status !== 'revoked' && ability.can('update', subject('certificates', { ...result }), 'revocationReason');
  return (
    <GenericShow
      resource={resource}
      aside={
        <>
          {result?.id && (
            <div className="record-extra-actions">
              <Button icon={<FilePdfOutlined />} href={`${API_URL}/certificates/${encodeURIComponent(result.id)}/pdf`}>
                {t('staffCertificates.pdf')}
              </Button>
              {mayRevoke && (
                <Button danger icon={<StopOutlined />} onClick={() => setRevoking(true)}>
                  {t('staffCertificates.revoke')}
                </Button>
              )}
            </div>
          )}
          {revoking && result?.id && (
            <Suspense fallback={null}>
              <RevokeDialog certificateId={result.id} onClose={() => setRevoking(false)} />
            </Suspense>
          )}
        </>
      }
    />
  );
}
