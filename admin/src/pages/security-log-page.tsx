import '../words/support-words.ts';
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useList, type CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../crud/field-kinds/format.ts';
import { SECURITY_EVENT_KINDS, securityEventTone, type SecurityEventRow } from '../support/security-events.ts';
import type { Range } from './statistics/period-picker.tsx';
import { PeriodField, periodBounds } from '../support/period-field.tsx';
import { useTablePages } from '../support/table-pages.ts';

const PAGE_SIZES = [20, 50, 100];

/**
 * The security log (administrators; the server refuses anyone else): sign-ins and refusals, lockouts, password
 * changes, codes, API key uses, by kind, person (their e-mail) and period, newest first.
 */
export function SecurityLogPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string | undefined>();
  const [email, setEmail] = useState<string | undefined>();
  const [range, setRange] = useState<Range>(null);
  const { page, pageSize, setPage, pagination } = useTablePages(PAGE_SIZES);
  const { from, to } = periodBounds(range);
  const chosen: [string, string | undefined][] = [
    ['kind', kind],
    ['email', email],
    ['from', from],
    ['to', to],
  ];
  const filters: CrudFilter[] = chosen
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, value]) => ({ field, operator: 'eq', value }));
  const { result, query } = useList<SecurityEventRow>({ resource: 'security-events', filters, pagination: { currentPage: page, pageSize } });
  const reset = () => {
    setKind(undefined);
    setEmail(undefined);
    setRange(null);
    setPage(1);
  };
  return (
    <section aria-labelledby="security-log-title">
      <Typography.Title id="security-log-title" level={1}>
        {t('staffSupport.security.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('staffSupport.security.intro')}</Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Form layout="vertical" aria-label={t('staffSupport.security.filters')} className="support-filters">
          <Form.Item label={t('staffSupport.security.kind')} htmlFor="security-kind">
            <Select
              id="security-kind"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('staffSupport.security.anyKind')}
              options={SECURITY_EVENT_KINDS.map((value) => ({ value, label: t(`staffSupport.security.kinds.${value}`) }))}
              value={kind}
              onChange={(value?: string) => {
                setKind(value);
                setPage(1);
              }}
            />
          </Form.Item>
          <Form.Item label={t('staffSupport.security.person')} htmlFor="security-email">
            {/* Searched when the person presses Enter or leaves the box: a half-typed address is not a valid filter. */}
            <Input.Search
              id="security-email"
              type="email"
              allowClear
              placeholder={t('staffSupport.security.personPlaceholder')}
              enterButton={
                <Button icon={<SearchOutlined />} aria-label={t('staffSupport.security.searchPerson')} title={t('staffSupport.security.searchPerson')} />
              }
              onSearch={(value) => {
                setEmail(value.trim() || undefined);
                setPage(1);
              }}
            />
          </Form.Item>
          <PeriodField
            id="security-period"
            label={t('staffSupport.security.period')}
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
          {(kind || email || range) && (
            <Form.Item label=" ">
              <Button onClick={reset}>{t('staffSupport.security.reset')}</Button>
            </Form.Item>
          )}
        </Form>
      </Card>
      {query.isError && <Alert type="error" showIcon message={t('staffSupport.security.error')} style={{ marginBottom: 16 }} />}
      <Table<SecurityEventRow>
        rowKey="id"
        loading={query.isFetching}
        dataSource={result.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staffSupport.security.empty') }}
        pagination={pagination(result.total)}
        columns={[
          {
            key: 'at',
            title: t('staffSupport.security.columns.at'),
            render: (_: unknown, event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time>,
          },
          {
            key: 'kind',
            title: t('staffSupport.security.columns.kind'),
            render: (_: unknown, event) => (
              <Tag color={securityEventTone(event.kind)}>
                {(SECURITY_EVENT_KINDS as readonly string[]).includes(event.kind) ? t(`staffSupport.security.kinds.${event.kind}`) : event.kind}
              </Tag>
            ),
          },
          {
            key: 'person',
            title: t('staffSupport.security.columns.person'),
            render: (_: unknown, event) =>
              event.userName ??
              (event.userId?.startsWith('apiKey:') ? t('staffSupport.actor.partner') : (event.identifier ?? t('staffSupport.security.unknownPerson'))),
          },
          { key: 'address', title: t('staffSupport.security.columns.address'), render: (_: unknown, event) => event.clientAddress ?? '–' },
          {
            key: 'details',
            title: t('staffSupport.security.columns.details'),
            render: (_: unknown, event) => (
              <>
                {typeof event.details.name === 'string' && <span>{event.details.name} </span>}
                <Typography.Text type="secondary" code>
                  {event.path}
                </Typography.Text>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
