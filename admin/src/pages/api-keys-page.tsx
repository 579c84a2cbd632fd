import '../words/support-words.ts';
import { useState } from 'react';
import { Alert, App, Button, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDelete, useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { getResource } from '@binome/schema';
import { formatDateTime } from '../crud/field-kinds/format.ts';
import type { ApiKeyRow } from '../support/api-keys.ts';
import { ApiKeyCreateDialog } from '../support/api-key-create-dialog.tsx';
import { ApiKeyShown } from '../support/api-key-shown.tsx';

/**
 * Partner API keys (administrators; the server refuses anyone else): the keys with their scopes and last use, a
 * new key shown once, and revoking one, which stops it at once.
 */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | undefined>();
  const { result, query } = useList<ApiKeyRow>({ resource: 'api-keys', pagination: { mode: 'off' } });
  const { mutate: revoke } = useDelete();
  const confirmRevoke = (key: ApiKeyRow) => {
    void modal.confirm({
      title: t('staffSupport.apiKeys.revokeLabel', { name: key.name }),
      content: t('staffSupport.apiKeys.revokeConfirm', { name: key.name }),
      okText: t('staffSupport.apiKeys.revokeOk'),
      okButtonProps: { danger: true },
      cancelText: t('staffSupport.apiKeys.cancel'),
      onOk: () =>
        new Promise<void>((resolve, reject) =>
          revoke(
            { resource: 'api-keys', id: key.id, successNotification: false },
            {
              onSuccess: () => {
                void message.success(t('staffSupport.apiKeys.revokedDone'));
                resolve();
              },
              onError: reject,
            },
          ),
        ),
    });
  };
  return (
    <section aria-labelledby="api-keys-title">
      <div className="page-frame-header">
        <Typography.Title id="api-keys-title" level={1} style={{ margin: 0 }}>
          {t('staffSupport.apiKeys.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('staffSupport.apiKeys.create')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t('staffSupport.apiKeys.intro')}</Typography.Paragraph>
      {query.isError && <Alert type="error" showIcon message={t('staffSupport.apiKeys.error')} style={{ marginBottom: 16 }} />}
      <Table<ApiKeyRow>
        rowKey="id"
        loading={query.isFetching}
        dataSource={result.data}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: t('staffSupport.apiKeys.empty') }}
        columns={[
          { key: 'name', title: t('staffSupport.apiKeys.columns.name'), render: (_: unknown, key) => <strong>{key.name}</strong> },
          {
            key: 'prefix',
            title: t('staffSupport.apiKeys.columns.prefix'),
            render: (_: unknown, key) => <Typography.Text code>{key.prefix}…</Typography.Text>,
          },
          {
            key: 'scopes',
            title: t('staffSupport.apiKeys.columns.scopes'),
            render: (_: unknown, key) =>
              key.scopes.map((scope) => (
                <Tag key={`${scope.resource}:${scope.access}`}>
                  {t(getResource(scope.resource).entity.labelKey)} · {t(`staffSupport.apiKeys.${scope.access}`)}
                </Tag>
              )),
          },
          { key: 'createdAt', title: t('staffSupport.apiKeys.columns.createdAt'), render: (_: unknown, key) => formatDateTime(key.createdAt) },
          {
            key: 'lastUsedAt',
            title: t('staffSupport.apiKeys.columns.lastUsedAt'),
            render: (_: unknown, key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('staffSupport.apiKeys.never')),
          },
          {
            key: 'status',
            title: t('staffSupport.apiKeys.columns.status'),
            render: (_: unknown, key) =>
              key.revokedAt ? (
                <Tag color="red">{t('staffSupport.apiKeys.revoked', { date: formatDateTime(key.revokedAt) })}</Tag>
              ) : (
                <Tag color="green">{t('staffSupport.apiKeys.active')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('staffSupport.apiKeys.columns.actions'),
            render: (_: unknown, key) =>
              !key.revokedAt && (
                <Button danger size="small" onClick={() => confirmRevoke(key)} aria-label={t('staffSupport.apiKeys.revokeLabel', { name: key.name })}>
                  {t('staffSupport.apiKeys.revoke')}
                </Button>
              ),
          },
        ]}
      />
      <ApiKeyCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          void message.success(t('staffSupport.apiKeys.created'));
        }}
      />
      <ApiKeyShown apiKey={created} onClose={() => setCreated(undefined)} />
    </section>
  );
}
