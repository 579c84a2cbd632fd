import '../../words/reports-words.ts';
import { useState } from 'react';
import { Alert, App, Button, Space, Table, Tag, Typography } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { ShowButton } from '@refinedev/antd';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@binome/schema';
import { API_URL } from '../../providers/http-client.ts';
import { nameOn, QUEUE_PAGE_SIZE, useReviewQueue, type QueuedReport } from './use-review-queue.ts';
import { SendBackDialog } from './send-back-dialog.tsx';

/**
 * The reports entered and waiting for the staff's confirmation (issue "Reports"): those reporting an absence, a
 * low rating or a delay first, then the oldest; confirm, or send back with a comment.
 */
export default function ReviewQueue({ resource }: { resource: Resource }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const [page, setPage] = useState(1);
  const [sendingBack, setSendingBack] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const kind = resource.apiName;
  const queue = useReviewQueue(kind, page);
  const { mutateAsync, mutation } = useCustomMutation();
  const refresh = async () => {
    await queue.refetch();
    await invalidate({ resource: resource.name, invalidates: ['list'] });
  };
  const confirm = async (report: QueuedReport) => {
    setRefusal(undefined);
    try {
      await mutateAsync({ url: `${API_URL}/${kind}/${report.id}/confirm`, method: 'post', values: {}, successNotification: false, errorNotification: false });
      void message.success(t('staffReports.review.confirmed'));
      await refresh();
    } catch (error) {
      setRefusal((error as { message?: string } | undefined)?.message ?? 'errors.internal');
    }
  };
  // A report flagged with an absence or a low rating is what families read next: confirming it takes a second look.
  const askThenConfirm = (report: QueuedReport) => {
    const serious = report.flags.filter((flag) => flag !== 'late');
    if (serious.length === 0) return void confirm(report);
    void modal.confirm({
      title: t('staffReports.review.confirmFlaggedTitle'),
      content: t('staffReports.review.confirmFlaggedBody', { flags: serious.map((flag) => t(`staffReports.review.flag.${flag}`)).join(', ') }),
      okText: t('staffReports.review.confirm'),
      cancelText: t('staffReports.review.cancel'),
      onOk: () => confirm(report),
    });
  };
  const day = (value?: string) =>
    value
      ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`))
      : '';
  const rows = queue.data?.data.data ?? [];
  return (
    <section aria-labelledby="review-queue-title" className="review-queue">
      <Typography.Title level={2} id="review-queue-title" style={{ marginTop: 0 }}>
        {t('staffReports.review.title')}
      </Typography.Title>
      <p className="muted">{t('staffReports.review.intro')}</p>
      {queue.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />}
      {refusal && <Alert type="error" showIcon message={t(refusal)} style={{ marginBottom: 16 }} closable onClose={() => setRefusal(undefined)} />}
      <Table<QueuedReport>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staffReports.review.empty') }}
        pagination={{
          current: page,
          pageSize: QUEUE_PAGE_SIZE,
          total: queue.data?.data.total ?? 0,
          onChange: setPage,
          showTotal: (total) => t('list.total', { count: total }),
        }}
        columns={[
          { key: 'reportDate', title: t('reports.fields.reportDate'), render: (_, report) => day(report.reportDate) },
          { key: 'tutor', title: t('reports.fields.tutorId'), render: (_, report) => nameOn(report, report.tutorId) ?? t('staff.noValue') },
          { key: 'student', title: t('reports.fields.studentId'), render: (_, report) => nameOn(report, report.studentId) ?? t('staff.noValue') },
          {
            key: 'flags',
            title: t('staffReports.review.flags'),
            render: (_, report) =>
              report.flags.length === 0 ? null : (
                <Space size={4} wrap>
                  {report.flags.map((flag) => (
                    <Tag key={flag} color={flag === 'late' ? 'gold' : 'red'}>
                      {t(`staffReports.review.flag.${flag}`)}
                    </Tag>
                  ))}
                </Space>
              ),
          },
          { key: 'rating', title: t('reports.fields.rating'), render: (_, report) => report.rating ?? t('staff.noValue') },
          {
            key: 'attendance',
            title: t('reports.fields.attendance.attendance'),
            // Never cut: "1 présent(s), 1 absent(s)" is the figure staff confirm on.
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_, report) =>
              t('staffReports.review.attendanceOf', {
                present: (report.attendance ?? []).filter((line) => line.attendance === 'present').length,
                absent: (report.attendance ?? []).filter((line) => line.attendance === 'absent').length,
              }),
          },
          {
            key: 'appreciation',
            title: t('reports.fields.appreciation'),
            render: (_, report) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ maxWidth: 360, marginBottom: 0 }}>
                {report.appreciation}
              </Typography.Paragraph>
            ),
          },
          {
            key: 'actions',
            title: t('staff.actionsColumn'),
            fixed: 'right',
            render: (_, report) => (
              <Space>
                <ShowButton size="small" recordItemId={report.id} resource={resource.name} accessControl={{ enabled: false }} />
                {report.writtenByReader ? (
                  <Typography.Text type="secondary">{t('staffReports.review.ownReport')}</Typography.Text>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    loading={mutation.isPending && mutation.variables?.url.includes(report.id)}
                    onClick={() => askThenConfirm(report)}
                  >
                    {t('staffReports.review.confirm')}
                  </Button>
                )}
                <Button size="small" onClick={() => setSendingBack(report.id)}>
                  {t('staffReports.review.sendBack')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {sendingBack && (
        <SendBackDialog
          kind={kind}
          reportId={sendingBack}
          onClose={() => setSendingBack(undefined)}
          onDone={() => {
            setSendingBack(undefined);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
