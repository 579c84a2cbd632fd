import '../../words/statistics-words.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Card, Col, Row, Skeleton, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChartConfiguration } from 'chart.js';
import { formatDecimal } from '@binome/schema';
import { downloadCsv, toCsv } from './csv.ts';

// chart.js comes in its own chunk, after the tables: the screen's numbers show first.
const ChartCanvas = lazy(() => import('./chart-canvas.tsx').then((module) => ({ default: module.ChartCanvas })));

export interface FigureColumn<T> {
  key: string;
  title: string;
  value: (row: T) => string | number;
}

export interface Figure<T> {
  id: string;
  title: string;
  help: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: FigureColumn<T>[];
  chart: ChartConfiguration;
}

/** One figure: its chart, the table of the same numbers beside it, and their CSV. */
export function FigureCard<T>({ figure, fileSuffix, extra }: { figure: Figure<T>; fileSuffix: string; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // A decimal comma in French ('91,7'); the CSV keeps the numbers as they are, for whatever reads it.
  const shown = (value: string | number) => (typeof value === 'number' ? formatDecimal(value, i18n.language) : value);
  const exportCsv = () =>
    downloadCsv(
      `${figure.id}-${fileSuffix}.csv`,
      toCsv(
        figure.columns.map((column) => column.title),
        figure.rows.map((row) => figure.columns.map((column) => column.value(row))),
      ),
    );
  return (
    <Card
      title={<span id={`figure-${figure.id}`}>{figure.title}</span>}
      extra={
        <Button
          icon={<DownloadOutlined />}
          onClick={exportCsv}
          aria-label={t('staffStatistics.exportLabel', { figure: figure.title })}
          data-testid={`export-${figure.id}`}
        >
          {t('staffStatistics.export')}
        </Button>
      }
      data-testid={`figure-${figure.id}`}
    >
      <Typography.Paragraph type="secondary">{figure.help}</Typography.Paragraph>
      {extra}
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={14}>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
            <ChartCanvas config={figure.chart} label={t('staffStatistics.chart', { figure: figure.title })} testId={`chart-${figure.id}`} />
          </Suspense>
        </Col>
        <Col xs={24} lg={10}>
          <div role="region" aria-label={t('staffStatistics.table', { figure: figure.title })}>
            <Table<T>
              size="small"
              rowKey={figure.rowKey}
              dataSource={figure.rows}
              pagination={figure.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              // A narrow card scrolls its table rather than cutting a header ('Taux de présence (%)') or a date.
              scroll={{ x: 'max-content' }}
              columns={figure.columns.map((column) => ({
                key: column.key,
                title: <span style={{ whiteSpace: 'nowrap' }}>{column.title}</span>,
                render: (_: unknown, row: T) => shown(column.value(row)),
              }))}
            />
          </div>
        </Col>
      </Row>
    </Card>
  );
}
