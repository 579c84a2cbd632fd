import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { API_URL } from '../providers/http-client.ts';

type Counts = { _id: string; count: number }[];

/**
 * Statistics: the head counts this person may see, from the dashboard's call. The coordinator's detailed
 * statistics come with the statistics issue.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { query } = useCustom<Counts>({ url: `${API_URL}/dashboard`, method: 'get' });
  return (
    <section aria-labelledby="statistics-title">
      <Typography.Title id="statistics-title" level={1}>
        {t('staff.statistics.title')}
      </Typography.Title>
      {query.isError && <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />}
      <Card title={t('staff.statistics.byCard')} loading={query.isLoading}>
        <Row gutter={[16, 16]}>
          {(query.data?.data ?? []).map((item) => (
            <Col key={item._id} xs={12} md={6}>
              <Statistic title={t(`dashboard.cards.${item._id}`)} value={item.count} />
            </Col>
          ))}
        </Row>
      </Card>
    </section>
  );
}
