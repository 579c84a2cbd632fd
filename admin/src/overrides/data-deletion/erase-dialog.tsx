import '../../words/privacy-words.ts';
import { useState } from 'react';
import { Alert, App, Modal } from 'antd';
import { useCustomMutation, useInvalidate, useOne } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ReadRecord, users } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';

/**
 * Confirms the erasure of the person a data-deletion request is about: for good, so the dialog names them. The
 * server refuses staff accounts and oneself, and says why.
 */
export default function EraseDialog({ requestId, userId, onClose }: { requestId: string; userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [refusal, setRefusal] = useState<string>();
  const { result: person } = useOne<ReadRecord<typeof users> & { _label?: string }>({ resource: 'users', id: userId });
  const name = person?._label ?? ([person?.contactDetails?.firstName, person?.contactDetails?.lastName].filter(Boolean).join(' ') || userId);
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async () => {
    setRefusal(undefined);
    try {
      await mutateAsync({
        url: `${API_URL}/data-deletion-requests/${requestId}/erase`,
        method: 'post',
        values: { userId },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staffPrivacy.erased'));
      // By the registry name (Refine's identifier for the resource), as the generic page's own query is keyed.
      await invalidate({ resource: 'dataDeletionRequests', id: requestId, invalidates: ['detail', 'list'] });
      onClose();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  return (
    <Modal
      open
      title={t('staffPrivacy.eraseTitle')}
      okText={t('staffPrivacy.eraseOk')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <p>{t('staffPrivacy.eraseConfirm', { name })}</p>
    </Modal>
  );
}
