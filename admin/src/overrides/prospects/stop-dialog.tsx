import '../../words/prospects-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { prospectStopReasons } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';

interface Values {
  reason: string;
  description?: string;
}

/** Stops a prospect with a reason from the list ('other' needs a description); they stay on record, signed out. */
export default function StopDialog({ prospectId, onClose }: { prospectId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const reason = Form.useWatch('reason', form);
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async () => {
    const values = await form.validateFields();
    setRefusal(undefined);
    try {
      await mutateAsync({
        url: `${API_URL}/prospects/${prospectId}/stop`,
        method: 'post',
        values: { reason: values.reason, ...(values.description?.trim() && { description: values.description.trim() }) },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staffProspects.stopped'));
      await invalidate({ resource: 'prospects', id: prospectId, invalidates: ['detail', 'list'] });
      onClose();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  const describe = t('staffProspects.description');
  return (
    <Modal
      open
      title={t('staffProspects.stopTitle')}
      okText={t('staffProspects.stop')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={520}
    >
      <p>{t('staffProspects.stopIntro')}</p>
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('staffProspects.reason')}
          rules={[{ required: true, message: t('validation.required', { field: t('staffProspects.reason') }) }]}
        >
          <Select options={prospectStopReasons.values.map((value) => ({ value, label: t(`enums.prospectStopReason.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="description"
          label={describe}
          extra={t('staffProspects.descriptionHelp')}
          rules={[{ required: reason === 'other', whitespace: true, message: t('validation.required', { field: describe }) }, { max: 2000 }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
