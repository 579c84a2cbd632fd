import '../../words/documents-words.ts';
import { useState } from 'react';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Space, Spin } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../../providers/http-client.ts';
import { usePdfView } from './pdf-view.ts';
import { formatDate, formatDateTime } from '../../crud/field-kinds/format.ts';

export interface QueuedDocument {
  id: string;
  ownerName?: string;
  kind?: 'criminal-record' | 'other';
  title?: string;
  fileName?: string;
  uploadedAt?: string;
  criminalRecord?: { number?: string; issueDate?: string; issuedBy?: string };
}

/**
 * One document under review: its facts, the PDF shown in the page (from the bytes fetched, pdf-view.ts; the same
 * copy opens in a new tab for a larger view), then accept, or refuse with a reason the volunteer reads.
 */
export function ReviewDialog({ document, onClose, onDone }: { document: QueuedDocument; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [refusing, setRefusing] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, mutation } = useCustomMutation();
  const fileUrl = `${API_URL}/documents/${encodeURIComponent(document.id)}/file`;
  const pdf = usePdfView(fileUrl);
  const name = document.ownerName ?? document.fileName ?? '';
  const review = async (outcome: 'accepted' | 'refused') => {
    const values = outcome === 'refused' ? { outcome, reason: (await form.validateFields()).reason.trim() } : { outcome };
    setRefusal(undefined);
    try {
      await mutateAsync({ url: `${API_URL}/documents/${document.id}/review`, method: 'post', values, successNotification: false, errorNotification: false });
      void message.success(t(outcome === 'accepted' ? 'staffDocuments.accepted' : 'staffDocuments.refused'));
      onDone();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  const record = document.criminalRecord;
  return (
    <Modal
      open
      title={`${t(`enums.documentKind.${document.kind ?? 'other'}`)} · ${name}`}
      width={960}
      // The decision stays in sight at 900 px: the dialog sits near the top and its body scrolls, not the page.
      style={{ top: 16 }}
      styles={{ body: { maxHeight: 'calc(100vh - 170px)', overflowY: 'auto' } }}
      onCancel={onClose}
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('buttons.cancel')}</Button>
          {refusing ? (
            <Button danger type="primary" loading={mutation.isPending} onClick={() => void review('refused').catch(() => undefined)}>
              {t('staffDocuments.refuse')}
            </Button>
          ) : (
            <Button danger onClick={() => setRefusing(true)}>
              {t('staffDocuments.refuse')}
            </Button>
          )}
          <Button type="primary" loading={mutation.isPending} disabled={refusing} onClick={() => void review('accepted')}>
            {t('staffDocuments.accept')}
          </Button>
        </Space>
      }
    >
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} />}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        {document.title && <Descriptions.Item label={t('documents.fields.title')}>{document.title}</Descriptions.Item>}
        {record?.number && <Descriptions.Item label={t('documents.fields.criminalRecord.number')}>{record.number}</Descriptions.Item>}
        {record?.issueDate && <Descriptions.Item label={t('documents.fields.criminalRecord.issueDate')}>{formatDate(record.issueDate)}</Descriptions.Item>}
        {record?.issuedBy && <Descriptions.Item label={t('documents.fields.criminalRecord.issuedBy')}>{record.issuedBy}</Descriptions.Item>}
        {document.uploadedAt && <Descriptions.Item label={t('documents.fields.uploadedAt')}>{formatDateTime(document.uploadedAt)}</Descriptions.Item>}
      </Descriptions>
      {document.kind === 'criminal-record' && <Alert type="info" showIcon message={t('staffDocuments.deletedAfter')} style={{ marginBottom: 12 }} />}
      {pdf.failed && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} style={{ marginBottom: 12 }} />}
      {pdf.url ? (
        <>
          <iframe
            src={pdf.url}
            title={t('staffDocuments.viewerTitle', { name })}
            style={{ width: '100%', height: 'max(240px, calc(100vh - 420px))', border: '1px solid #d9d9d9' }}
          />
          <p>
            <a href={pdf.url} target="_blank" rel="noopener noreferrer">
              {t('staffDocuments.openFile')}
            </a>
          </p>
        </>
      ) : (
        !pdf.failed && <Spin style={{ display: 'block', margin: '24px auto' }} />
      )}
      {refusing && (
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('staffDocuments.reason')}
            extra={t('staffDocuments.reasonHelp')}
            rules={[{ required: true, whitespace: true, message: t('staffDocuments.reasonRequired') }, { min: 3 }, { max: 1000 }]}
          >
            <Input.TextArea rows={3} maxLength={1000} showCount autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
