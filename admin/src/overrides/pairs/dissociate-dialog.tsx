import '../../words/matching-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { dissociationReasons } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';

interface Values {
  reason: string;
  description?: string;
}

/**
 * Ends a pair with its reason (a list, so that the figures can count them; 'other' needs a few words). The server
 * cancels the pair's future sessions, frees the slots and puts the student back on the waiting list.
 */
export function DissociateDialog({ pairId, onClose }: { pairId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const reason = Form.useWatch('reason', form);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const { mutateAsync, mutation } = useCustomMutation<{ canceledOccurrences: number }>();
  const submit = async () => {
    const values = await form.validateFields();
    setRefusal(undefined);
    try {
      const { data } = await mutateAsync({
        url: `${API_URL}/pairs/${pairId}/dissociate`,
        method: 'post',
        values: { reason: values.reason, ...(values.description?.trim() && { description: values.description.trim() }) },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staffMatching.dissociation.done', { count: data.canceledOccurrences }));
      await invalidate({ resource: 'pairs', id: pairId, invalidates: ['detail', 'list'] });
      onClose();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  const describe = t('pairs.fields.dissociationDetails.description');
  return (
    <Modal
      open
      title={t('staffMatching.dissociation.title')}
      okText={t('staffMatching.dissociation.confirm')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={520}
    >
      <p>{t('staffMatching.dissociation.intro')}</p>
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('pairs.fields.dissociationDetails.reason')}
          rules={[{ required: true, message: t('validation.required', { field: t('pairs.fields.dissociationDetails.reason') }) }]}
        >
          <Select options={dissociationReasons.values.map((value) => ({ value, label: t(`enums.dissociationReason.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="description"
          label={describe}
          rules={[{ required: reason === 'other', message: t('validation.required', { field: describe }) }, { max: 2000 }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
