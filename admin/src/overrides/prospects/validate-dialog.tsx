import '../../words/prospects-words.ts';
import { useState } from 'react';
import { Alert, App, Modal } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';
import type { Prospect } from './prospect-show.tsx';

/** Confirms the validation: the prospect becomes a tutor or a parent, for good. The server may refuse and say why. */
export default function ValidateDialog({ prospect, onClose }: { prospect: Prospect; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const name = [prospect.contactDetails?.firstName, prospect.contactDetails?.lastName].filter(Boolean).join(' ');
  const submit = async () => {
    setRefusal(undefined);
    try {
      await mutateAsync({ url: `${API_URL}/prospects/${prospect.id}/validate`, method: 'post', values: {}, successNotification: false, errorNotification: false });
      void message.success(t('staffProspects.validated'));
      await invalidate({ resource: 'prospects', id: prospect.id!, invalidates: ['detail', 'list'] });
      onClose();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  return (
    <Modal open title={t('staffProspects.validateTitle')} okText={t('staffProspects.validate')} okButtonProps={{ loading: mutation.isPending }} cancelText={t('buttons.cancel')} onOk={() => void submit()} onCancel={onClose}>
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <p>{t(prospect.userRole === 'parentProspect' ? 'staffProspects.validateParent' : 'staffProspects.validateTutor', { name })}</p>
    </Modal>
  );
}
