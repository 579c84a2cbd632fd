import '../words/statistics-words.ts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Form, Row, Select, Space, Spin, Statistic, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DEPARTMENT_OPTIONS, PROGRAMS } from '@binome/schema';
import { API_URL } from '../providers/http-client.ts';
import { FigureCard } from './statistics/figure-card.tsx';
import { departmentLabel, figuresOf, isEmpty, type Statistics } from './statistics/figures.ts';

import type { Range } from './statistics/period-picker.tsx';

const PeriodPicker = lazy(() => import('./statistics/period-picker.tsx'));

/**
 * Statistics (issue "Reports, attendance, statistics"): the figures of `GET /v1/statistics`, each as a chart, the
 * table of the same numbers beside it and their CSV. The server counts only what the reader may read; the period
 * is the current scholar year until the reader picks one.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const [program, setProgram] = useState<string | undefined>();
  const [department, setDepartment] = useState<string | undefined>();
  const [range, setRange] = useState<Range>(null);
  const from = range?.[0]?.format('YYYY-MM-DD');
  const to = range?.[1]?.format('YYYY-MM-DD');
  const { query } = useCustom<Statistics>({
    url: `${API_URL}/statistics`,
    method: 'get',
    config: { query: { ...(program && { program }), ...(department && { department }), ...(from && { from }), ...(to && { to }) } },
  });
  const statistics = query.data?.data;
  const figures = useMemo(() => (statistics ? figuresOf(statistics, t) : []), [statistics, t]);
  const fileSuffix = statistics ? `${statistics.period.from}_${statistics.period.to}` : '';
  const programOptions = PROGRAMS.map((entry) => ({ value: entry.programId, label: t(`enums.program.${entry.programId}`) }));
  const departmentOptions = useMemo(
    () => DEPARTMENT_OPTIONS.map((entry) => ({ value: entry.departmentCode, label: departmentLabel(entry.departmentCode) })),
    [],
  );

  return (
    <section aria-labelledby="statistics-title">
      <Typography.Title id="statistics-title" level={1}>
        {t('staffStatistics.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('staffStatistics.intro')}</Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Form layout="inline" className="statistics-filters" aria-label={t('staffStatistics.filters.label')} style={{ rowGap: 8 }}>
          <Form.Item label={t('staffStatistics.filters.program')} htmlFor="statistics-program">
            <Select
              id="statistics-program"
              allowClear
              placeholder={t('staffStatistics.filters.allPrograms')}
              options={programOptions}
              value={program}
              onChange={setProgram}
            />
          </Form.Item>
          <Form.Item label={t('staffStatistics.filters.department')} htmlFor="statistics-department">
            <Select
              id="statistics-department"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('staffStatistics.filters.allDepartments')}
              options={departmentOptions}
              value={department}
              onChange={setDepartment}
            />
          </Form.Item>
          <Form.Item label={t('staffStatistics.filters.period')} htmlFor="statistics-period">
            <Suspense fallback={null}>
              <PeriodPicker
                id="statistics-period"
                value={range}
                onChange={setRange}
                placeholder={[t('staffStatistics.filters.scholarYear'), t('staffStatistics.filters.scholarYear')]}
              />
            </Suspense>
          </Form.Item>
          {range && (
            <Form.Item>
              <Button onClick={() => setRange(null)}>{t('staffStatistics.filters.reset')}</Button>
            </Form.Item>
          )}
        </Form>
        {statistics && (
          <Typography.Text type="secondary" data-testid="statistics-period">
            {t('staffStatistics.periodShown', {
              from: dayjs(statistics.period.from).format('DD/MM/YYYY'),
              to: dayjs(statistics.period.to).format('DD/MM/YYYY'),
            })}
          </Typography.Text>
        )}
      </Card>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          message={t('staffStatistics.states.error')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('staffStatistics.states.retry')}
            </Button>
          }
        />
      )}
      {query.isLoading && (
        <div role="status" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
          <Typography.Paragraph>{t('staffStatistics.states.loading')}</Typography.Paragraph>
        </div>
      )}
      {statistics && isEmpty(statistics) && <Empty description={t('staffStatistics.states.empty')} />}
      {statistics && !isEmpty(statistics) && (
        <Space direction="vertical" size={16} style={{ width: '100%', opacity: query.isFetching ? 0.6 : 1 }} aria-busy={query.isFetching}>
          {figures.map((figure) => (
            <FigureCard
              key={figure.id}
              figure={figure}
              fileSuffix={fileSuffix}
              extra={
                figure.id === 'waiting' ? (
                  <Row gutter={16} style={{ marginBottom: 16 }}>
                    <Col xs={8}>
                      <Statistic title={t('staffStatistics.figures.waiting.count')} value={statistics.waiting.count} />
                    </Col>
                    <Col xs={8}>
                      <Statistic
                        title={t('staffStatistics.figures.waiting.median')}
                        value={
                          statistics.waiting.medianDays === null ? '–' : t('staffStatistics.figures.waiting.days', { count: statistics.waiting.medianDays })
                        }
                      />
                    </Col>
                    <Col xs={8}>
                      <Statistic
                        title={t('staffStatistics.figures.waiting.p90')}
                        value={statistics.waiting.p90Days === null ? '–' : t('staffStatistics.figures.waiting.days', { count: statistics.waiting.p90Days })}
                      />
                    </Col>
                  </Row>
                ) : undefined
              }
            />
          ))}
        </Space>
      )}
    </section>
  );
}
