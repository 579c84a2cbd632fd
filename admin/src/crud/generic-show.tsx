import { Alert, Card, Descriptions, Space } from 'antd';
import { DeleteButton, EditButton, ListButton } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Field, Resource } from '@binome/schema';
import { FieldValue } from './field-kinds/field-value.tsx';
import { PageFrame } from './page-frame.tsx';
import { useRevisionMeta } from './record-revision.ts';
import { useScreenRights } from './use-screen-rights.ts';

type Row = Record<string, unknown>;

/** Top-level fields, then each nested object as its own section, in the descriptor's order. */
function FieldsSection({ fields, record }: { fields: Record<string, Field>; record: Row | undefined }) {
  const { t } = useTranslation();
  const simple = Object.entries(fields).filter(([, field]) => field.kind !== 'object');
  const sections = Object.entries(fields).filter(([, field]) => field.kind === 'object');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
        {simple.map(([name, field]) => (
          <Descriptions.Item key={name} label={t(field.labelKey!)}>
            <FieldValue field={field} value={record?.[name]} />
          </Descriptions.Item>
        ))}
      </Descriptions>
      {sections.map(([name, field]) =>
        field.kind === 'object' ? (
          <Card key={name} size="small" title={t(field.labelKey!)}>
            <FieldsSection fields={field.fields} record={record?.[name] as Row | undefined} />
          </Card>
        ) : null,
      )}
    </Space>
  );
}

/**
 * One record of any resource, every field the person may read (the server leaves out the others), with the edit
 * and delete buttons where their rights allow them (a delete only of the version shown), and the breadcrumb back
 * to the list.
 */
export function GenericShow({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { query } = useShow<Row>({ resource: resource.apiName, ...(id && { id }) });
  const record = query.data?.data;
  const revisionMeta = useRevisionMeta(resource.apiName, id);
  // Each button only where its screen is the person's and their rules allow it on this record (screen-rights.ts).
  const can = useScreenRights(resource)(record);
  return (
    <PageFrame
      title={t('staff.titles.show', { resource: t(resource.entity.labelKey) })}
      loading={query.isLoading}
      actions={
        <>
          {/* `title={undefined}`: without access control, Refine's tooltip would say "not allowed". */}
          {can('list') && <ListButton resource={resource.name} accessControl={{ enabled: false }} title={undefined} />}
          {can('edit') && <EditButton resource={resource.name} recordItemId={id} accessControl={{ enabled: false }} title={undefined} />}
          {can('delete') && <DeleteButton resource={resource.name} recordItemId={id} meta={revisionMeta} accessControl={{ enabled: false }} title={undefined} />}
        </>
      }
    >
      {query.isError ? <Alert type="error" showIcon message={t('errors.somethingWentWrong')} /> : <FieldsSection fields={resource.entity.fields} record={record} />}
    </PageFrame>
  );
}
