import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Radio, Table, Tag } from 'antd';
import { useCan, useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { getResource, type sessionOccurrences, type StoredRecord } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';
import { PRODUCT_ZONE } from '../../crud/field-kinds/format.ts';

/** The fields the table reads of an occurrence (staff who open a series read all of them). */
type OccurrenceRow = Pick<StoredRecord<typeof sessionOccurrences>, 'id' | 'startDate' | 'endDate' | 'status' | 'skipName' | 'cancelingReason' | 'moved'>;

const occurrences = getResource('sessionOccurrences');
const STATUS_COLORS = { scheduled: 'blue', canceled: 'red', skipped: 'default' } as const;

type Scope = { kind: 'occurrence'; occurrence: OccurrenceRow } | { kind: 'series' };

/**
 * The occurrences of a session (its series), date by date, cancelled and skipped ones saying why; staff who may
 * change the session cancel one upcoming occurrence or the rest of the series, with a reason (section 4).
 */
export function SessionOccurrences({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [scope, setScope] = useState<Scope | undefined>(undefined);
  const { data: canUpdate } = useCan({ resource: 'sessions', action: 'edit', params: { id: sessionId } });
  const { result, query } = useList<OccurrenceRow>({
    resource: occurrences.apiName,
    pagination: { currentPage: page, pageSize: 10 },
    filters: [{ field: 'sessionId', operator: 'eq', value: sessionId }],
    sorters: [{ field: 'startDate', order: 'asc' }],
  });
  const when = (row: OccurrenceRow) =>
    `${dayjs(row.startDate).tz(PRODUCT_ZONE).format('dddd D MMMM YYYY, HH:mm')} – ${dayjs(row.endDate).tz(PRODUCT_ZONE).format('HH:mm')}`;
  const upcoming = (row: OccurrenceRow) => row.status !== 'canceled' && Date.parse(row.endDate) > Date.now();
  return (
    <Card
      title={t('staff.sessions.occurrences')}
      style={{ marginTop: 16 }}
      extra={
        canUpdate?.can && (
          <Button danger onClick={() => setScope({ kind: 'series' })}>
            {t('staff.sessions.cancelSeries')}
          </Button>
        )
      }
    >
      <Table<OccurrenceRow>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={result.data}
        pagination={{ current: page, pageSize: 10, total: result.total, onChange: setPage, showSizeChanger: false }}
        columns={[
          { key: 'when', title: t('sessionOccurrences.fields.startDate'), render: (_, row) => when(row) },
          {
            key: 'status',
            title: t('sessionOccurrences.fields.status'),
            render: (_, row) => (
              <>
                <Tag color={STATUS_COLORS[row.status]}>{t(`enums.occurrenceStatus.${row.status}`)}</Tag>
                {row.status === 'skipped' && row.skipName}
                {row.status === 'canceled' && row.cancelingReason}
                {row.moved && <Tag>{t('sessionOccurrences.fields.moved')}</Tag>}
              </>
            ),
          },
          {
            key: 'actions',
            title: '',
            render: (_, row) =>
              canUpdate?.can && upcoming(row) && row.status === 'scheduled' ? (
                <Button
                  size="small"
                  onClick={() => setScope({ kind: 'occurrence', occurrence: row })}
                  aria-label={`${t('staff.sessions.cancelOccurrence')} ${when(row)}`}
                >
                  {t('staff.sessions.cancelOccurrence')}
                </Button>
              ) : null,
          },
        ]}
      />
      {scope && (
        <CancelDialog
          sessionId={sessionId}
          scope={scope}
          label={scope.kind === 'occurrence' ? when(scope.occurrence) : undefined}
          onClose={() => setScope(undefined)}
          onCancelled={() => void query.refetch()}
        />
      )}
    </Card>
  );
}

function CancelDialog({
  sessionId,
  scope,
  label,
  onClose,
  onCancelled,
}: {
  sessionId: string;
  scope: Scope;
  label: string | undefined;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ cancelingReason: string; cancelingDescription?: string; which: 'occurrence' | 'series' }>();
  // One "Annuler" per meaning: the action says how many sessions it cancels, the way out says "Retour".
  const chosen = Form.useWatch('which', form) ?? 'occurrence';
  const one = scope.kind === 'occurrence' && chosen === 'occurrence';
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const submit = async () => {
    const values = await form.validateFields();
    const which = scope.kind === 'occurrence' ? values.which : 'series';
    await mutateAsync({
      url: `${API_URL}/sessions/${sessionId}/cancel`,
      method: 'post',
      values: {
        cancelingReason: values.cancelingReason,
        ...(values.cancelingDescription && { cancelingDescription: values.cancelingDescription }),
        ...(which === 'occurrence' && scope.kind === 'occurrence'
          ? { occurrenceId: scope.occurrence.id }
          : scope.kind === 'occurrence'
            ? { from: scope.occurrence.startDate }
            : {}),
      },
      successNotification: () => ({ type: 'success', message: t(which === 'occurrence' ? 'staff.sessions.cancelledOne' : 'staff.sessions.cancelled') }),
      errorNotification: (error) => ({ type: 'error', message: error?.message ?? t('errors.sessionUpdateFailed') }),
    });
    onCancelled();
    await invalidate({ resource: 'sessions', id: sessionId, invalidates: ['detail'] });
    onClose();
  };
  return (
    <Modal
      open
      title={scope.kind === 'occurrence' ? t('staff.sessions.cancelOccurrenceTitle', { when: label }) : t('staff.sessions.cancelSeriesTitle')}
      okText={t(one ? 'staff.sessions.confirmCancelOne' : 'staff.sessions.confirmCancel')}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText={t('actions.back')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ which: 'occurrence' }}>
        {scope.kind === 'occurrence' && (
          <Form.Item name="which" label={t('staff.sessions.cancelWhich')}>
            <Radio.Group>
              <Radio value="occurrence">{t('staff.sessions.thisOccurrence')}</Radio>
              <Radio value="series">{t('staff.sessions.fromThisOne')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item
          name="cancelingReason"
          label={t('sessions.fields.cancelingReason')}
          rules={[{ required: true, whitespace: true, message: t('validation.required', { field: t('sessions.fields.cancelingReason') }) }, { max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="cancelingDescription" label={t('sessions.fields.cancelingDescription')} rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
