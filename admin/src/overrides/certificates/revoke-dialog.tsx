import '../../words/certificates-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';

const REASON_MAX = 1000;

/** Revokes a certificate with its reason, after a confirmation: its verification page then says it is revoked. */
export function RevokeDialog({ certificateId, onClose }: { certificateId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<{ reason: string }>();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const { mutateAsync, mutation } = useCustomMutation();
  const label = t('staffCertificates.reason');
  const submit = async () => {
    const values = await form.validateFields();
    setRefusal(undefined);
    try {
      await mutateAsync({
        url: `${API_URL}/certificates/${encodeURIComponent(certificateId)}/revoke`,
        method: 'post',
        values: { reason: values.reason.trim() },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staffCertificates.revoked'));
      await invalidate({ resource: 'certificates', id: certificateId, invalidates: ['detail', 'list'] });
      onClose();
    } catch (error) {
      const problem = error as { message?: string; statusCode?: number } | undefined;
      setRefusal(problem?.statusCode === 409 ? 'staffCertificates.alreadyRevoked' : (problem?.message ?? 'errors.internal'));
    }
  };
  return (
    <Modal
      open
      title={t('staffCertificates.revokeTitle')}
      okText={t('staffCertificates.confirm')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={520}
    >
      <p>{t('staffCertificates.revokeIntro')}</p>
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={label}
          extra={t('staffCertificates.reasonHelp')}
          rules={[
            { required: true, whitespace: true, message: t('validation.required', { field: label }) },
            { min: 3, message: t('validation.minLength', { field: label, min: 3 }) },
            { max: REASON_MAX, message: t('validation.maxLength', { field: label, max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
