import { useState } from 'react';
import { Alert, Badge, Calendar, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getResource, screenPath } from '@binome/schema';

interface SessionRow {
  id: string;
  sessionType?: string;
  status?: string;
  sessionDate?: { startDate?: string };
}

const sessions = getResource('sessions');

/**
 * The sessions of the month shown on a calendar (the week starts on Monday, section 9); each links to its record.
 * The scheduling workflow comes with the sessions issue; this reads the same list the sessions screen shows.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => dayjs().startOf('month'));
  const { result, query } = useList<SessionRow>({
    resource: sessions.apiName,
    pagination: { currentPage: 1, pageSize: 100 },
    filters: [
      { field: 'sessionDate.startDate', operator: 'gte', value: month.startOf('week').toISOString() },
      { field: 'sessionDate.startDate', operator: 'lte', value: month.endOf('month').endOf('week').toISOString() },
    ],
    sorters: [{ field: 'sessionDate.startDate', order: 'asc' }],
  });
  const byDay = new Map<string, SessionRow[]>();
  for (const session of result.data ?? []) {
    const day = dayjs(session.sessionDate?.startDate).format('YYYY-MM-DD');
    byDay.set(day, [...(byDay.get(day) ?? []), session]);
  }
  const cell = (date: Dayjs) => {
    const list = byDay.get(date.format('YYYY-MM-DD')) ?? [];
    return (
      <ul className="calendar-day">
        {list.slice(0, 3).map((session) => (
          <li key={session.id}>
            <Link to={screenPath(sessions, 'view', session.id)}>
              <Badge status="processing" text={`${dayjs(session.sessionDate?.startDate).format('HH:mm')} ${session.sessionType ? t(`enums.sessionType.${session.sessionType}`) : ''}`} />
            </Link>
          </li>
        ))}
        {list.length > 3 && <li>+{list.length - 3}</li>}
      </ul>
    );
  };
  return (
    <section aria-labelledby="calendar-title">
      <Typography.Title id="calendar-title" level={1}>
        {t('staff.calendar.title')}
      </Typography.Title>
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />}
      <Calendar cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)} onPanelChange={(date) => setMonth(date.startOf('month'))} />
    </section>
  );
}
