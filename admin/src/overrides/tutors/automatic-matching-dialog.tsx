import '../../words/matching-words.ts';
import { useState } from 'react';
import { Alert, App, Form, Modal } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getResource, screenPath } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';
import { ReferenceSelect } from '../../crud/field-kinds/reference-select.tsx';

interface MatchCreated {
  tutorFullName: string;
  studentFullName: string;
}

const sessions = getResource('sessions');
/** Section 2: after the session is created the user goes to the sessions list about a second later. */
const LIST_AFTER_MS = 1000;

/** Chooses the session's local coordinator (VSC), then asks the server for the automatic assignment. */
export function AutomaticMatchingDialog({ tutorId, onClose, onDone }: { tutorId: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ vscIds: string[] }>();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const { mutateAsync, mutation } = useCustomMutation<MatchCreated>();
  const submit = async () => {
    const { vscIds } = await form.validateFields();
    setRefusal(undefined);
    try {
      const { data } = await mutateAsync({
        url: `${API_URL}/matching/automatic`,
        method: 'post',
        values: { tutorId, ...(vscIds?.length && { vscIds }) },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('staffMatching.automatic.done', { student: data.studentFullName, tutor: data.tutorFullName }));
      onDone();
      onClose();
      setTimeout(() => void navigate(screenPath(sessions, 'list')), LIST_AFTER_MS);
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  return (
    <Modal
      open
      title={t('staffMatching.automatic.title')}
      okText={t('staffMatching.automatic.confirm')}
      okButtonProps={{ loading: mutation.isPending }}
      cancelText={t('buttons.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={520}
    >
      <p>{t('staffMatching.automatic.intro')}</p>
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={{ vscIds: [] }}>
        <Form.Item name="vscIds" label={t('staffMatching.automatic.vsc')} extra={t('staffMatching.automatic.vscHelp')}>
          <ReferenceSelect resource="vsc" multiple />
        </Form.Item>
      </Form>
    </Modal>
  );
}
