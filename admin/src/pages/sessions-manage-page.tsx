import { useState } from 'react';
import { Alert, Button, Modal, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCustomMutation, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { getResource, screenPath } from '@binome/schema';
import { API_URL } from '../providers/http-client.ts';
import { PRODUCT_ZONE } from '../crud/field-kinds/format.ts';

interface SessionRow {
  id: string;
  _label?: string | null;
  sessionType?: string;
  status?: string;
  sessionDate?: { startDate?: string; endDate?: string };
  recurrence?: { recurrenceName?: string };
}

interface BatchAnswer {
  deleted: string[];
  refused: { id: string; code: string | number; message: string }[];
}

const sessions = getResource('sessions');
const PAGE_SIZE = 20;

/**
 * Managing sessions (section 2, the sessions "manage" screen): by default this week's sessions still to schedule
 * (section 9), or every session; rows chosen with their boxes are deleted together after a confirmation, and the
 * screen says which were deleted and why the others were refused.
 */
export function SessionsManagePage() {
  const { t } = useTranslation();
  const [thisWeekToSchedule, setThisWeekToSchedule] = useState(true);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [answer, setAnswer] = useState<BatchAnswer | undefined>(undefined);
  const { mutateAsync, mutation } = useCustomMutation<BatchAnswer>();
  const monday = dayjs()
    .tz(PRODUCT_ZONE)
    .startOf('day')
    .subtract((dayjs().tz(PRODUCT_ZONE).day() + 6) % 7, 'day');
  const { result, query } = useList<SessionRow>({
    resource: sessions.apiName,
    pagination: { currentPage: page, pageSize: PAGE_SIZE },
    filters: thisWeekToSchedule
      ? [
          { field: 'sessionDate.startDate', operator: 'gte', value: monday.toISOString() },
          { field: 'sessionDate.startDate', operator: 'lte', value: monday.add(7, 'day').toISOString() },
          { field: 'status', operator: 'eq', value: 'to-be-scheduled' },
        ]
      : [],
    sorters: [{ field: 'sessionDate.startDate', order: 'asc' }],
  });
  const remove = () =>
    Modal.confirm({
      title: t('staff.sessions.batchDeleteTitle', { count: selected.length }),
      content: t('staff.sessions.batchDeleteBody'),
      okText: t('staff.sessions.batchDeleteConfirm'),
      okButtonProps: { danger: true },
      cancelText: t('buttons.cancel'),
      onOk: async () => {
        const response = await mutateAsync({ url: `${API_URL}/sessions/batch-delete`, method: 'post', values: { ids: selected }, successNotification: false });
        setAnswer(response.data);
        setSelected([]);
        await query.refetch();
      },
    });
  return (
    <section aria-labelledby="sessions-manage-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title id="sessions-manage-title" level={1}>
          {t('menu.pages.sessionsManage')}
        </Typography.Title>
        <Link to={screenPath(sessions, 'add')}>
          <Button type="primary">{t('staff.sessions.newSession')}</Button>
        </Link>
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Switch
          id="this-week"
          checked={thisWeekToSchedule}
          onChange={(checked) => {
            setThisWeekToSchedule(checked);
            setPage(1);
          }}
        />
        <label htmlFor="this-week">{t('staff.sessions.thisWeekToSchedule')}</label>
        <Button danger disabled={selected.length === 0} loading={mutation.isPending} onClick={remove}>
          {t('staff.sessions.batchDelete', { count: selected.length })}
        </Button>
      </Space>
      {answer && (
        <Alert
          type={answer.refused.length > 0 ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setAnswer(undefined)}
          style={{ marginBottom: 16 }}
          message={t('staff.sessions.batchDeleted', { count: answer.deleted.length })}
          description={
            answer.refused.length > 0 && (
              <ul>
                {answer.refused.map((refusal) => (
                  <li key={refusal.id}>{t('staff.sessions.batchRefused', { reason: t(refusal.message) })}</li>
                ))}
              </ul>
            )
          }
        />
      )}
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />}
      <Table<SessionRow>
        rowKey="id"
        loading={query.isFetching}
        dataSource={result.data}
        locale={{ emptyText: t(thisWeekToSchedule ? 'staff.sessions.noneThisWeek' : 'list.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: result.total, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: true }}
        columns={[
          {
            key: 'session',
            title: t(sessions.entity.labelKey),
            render: (_, row) => <Link to={screenPath(sessions, 'view', row.id)}>{row._label ?? t('staff.notAccessible')}</Link>,
          },
          {
            key: 'start',
            title: t('sessions.fields.sessionDate.startDate'),
            render: (_, row) => (row.sessionDate?.startDate ? dayjs(row.sessionDate.startDate).tz(PRODUCT_ZONE).format('DD/MM/YYYY HH:mm') : ''),
          },
          {
            key: 'recurrence',
            title: t('sessions.fields.recurrence.recurrenceName'),
            render: (_, row) => (row.recurrence?.recurrenceName ? t(`enums.recurrenceName.${row.recurrence.recurrenceName}`) : ''),
          },
          { key: 'status', title: t('sessions.fields.status'), render: (_, row) => (row.status ? <Tag>{t(`enums.sessionStatus.${row.status}`)}</Tag> : null) },
        ]}
      />
    </section>
  );
}
