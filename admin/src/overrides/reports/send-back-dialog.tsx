import '../../words/reports-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';

/** Sends a report back to its writer with a comment saying what to complete (never shown to families). */
export function SendBackDialog({ kind, reportId, onClose, onDone }: { kind: string; reportId: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ comment: string }>();
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const submit = async () => {
    const { comment } = await form.validateFields();
    setRefusal(undefined);
    try {
      await mutateAsync({
        url: `${API_URL}/${kind}/${reportId}/send-back`,
        method: 'post',
        values: { comment: comment.trim() },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staffReports.review.sentBack'));
      onDone();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  return (
    <Modal
      open
      title={t('staffReports.review.sendBackTitle')}
      okText={t('staffReports.review.sendBack')}
      okButtonProps={{ loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={520}
    >
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical">
        <Form.Item
          name="comment"
          label={t('staffReports.review.comment')}
          extra={t('staffReports.review.commentHelp')}
          rules={[{ required: true, whitespace: true, message: t('staffReports.review.commentRequired') }, { max: 2000 }]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
