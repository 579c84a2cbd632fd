import type { ReactNode } from 'react';
import { Alert, Card, Descriptions, Space } from 'antd';
import { DeleteButton, EditButton, ListButton } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { fieldAt, valueAt, type Resource } from '@binome/schema';
import { groupsShown, presentationOf, type Presentation } from '@binome/schema/presentation';
import { FieldValue } from './field-kinds/field-value.tsx';
import { RecordLabels } from './record-labels.tsx';
import { PageFrame } from './page-frame.tsx';
import { InvitationButton } from './invitation-button.tsx';
import { RelatedList } from './related-list.tsx';
import { fieldRuns } from './field-runs.ts';
import { recordTitle } from './record-title.ts';
import { currentLanguage } from '../i18n.ts';
import { useRevisionMeta } from './record-revision.ts';
import { useScreenRights } from './use-screen-rights.ts';
import { rightsOn } from './record-rights.ts';
import { useStaffSession } from '../session/staff-session.tsx';
import { RecordTabs } from '../support/record-tabs.tsx';

type Row = Record<string, unknown>;

/** The record's status as a tag and its key facts, the way the descriptor's summary names them. */
function RecordSummary({ resource, presentation, record }: { resource: Resource; presentation: Presentation; record: Row }) {
  const { t } = useTranslation();
  const { status, facts } = presentation.summary;
  const statusField = status ? fieldAt(resource.entity.fields, status) : undefined;
  const shown = facts.filter((path) => valueAt(record, path) !== undefined && valueAt(record, path) !== null && valueAt(record, path) !== '');
  if (!statusField && shown.length === 0) return null;
  return (
    <dl className="record-summary" aria-label={t('presentation.summary')}>
      {statusField && status && valueAt(record, status) !== undefined && (
        <div className="record-summary-item">
          <dt>{t(statusField.labelKey!)}</dt>
          <dd>
            <FieldValue field={statusField} value={valueAt(record, status)} />
          </dd>
        </div>
      )}
      {shown.map((path) => {
        const field = fieldAt(resource.entity.fields, path)!;
        return (
          <div key={path} className="record-summary-item">
            <dt>{t(field.labelKey!)}</dt>
            <dd>
              <FieldValue field={field} value={valueAt(record, path)} compact />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The groups of the record's fields, each a card, the technical ones and those that do not apply left out. Only
 * the fields with a value are listed (an empty group says so): the edit form shows every field to fill in.
 */
function RecordGroups({ resource, presentation, record }: { resource: Resource; presentation: Presentation; record: Row }) {
  const { t } = useTranslation();
  const item = (path: string) => {
    const field = fieldAt(resource.entity.fields, path)!;
    return (
      <Descriptions.Item key={path} label={t(field.labelKey!)} span={isWide(field.kind) ? 'filled' : 1}>
        <FieldValue field={field} value={valueAt(record, path)} />
      </Descriptions.Item>
    );
  };
  return (
    <div className="record-groups">
      {groupsShown(presentation, 'show', record).map(({ group, fields }) => {
        const runs = fieldRuns(fields.filter((path) => filled(valueAt(record, path))));
        return (
          <Card key={group.key} size="small" title={<h2 className="record-group-title">{t(group.titleKey)}</h2>} className="record-group">
            {runs.length === 0 && <p className="muted">{t('presentation.groupEmpty')}</p>}
            {runs.map((run) => (
              <div key={run.units[0]} className="record-run">
                {run.parent && <h3 className="record-run-title">{t(fieldAt(resource.entity.fields, run.parent)!.labelKey!)}</h3>}
                <Descriptions column={DESCRIPTION_COLUMNS} size="small" layout="vertical" colon={false}>
                  {run.units.map(item)}
                </Descriptions>
              </div>
            ))}
          </Card>
        );
      })}
    </div>
  );
}

/** Two fields a row in a card (one on a phone), three on very wide screens where cards sit side by side. */
const DESCRIPTION_COLUMNS = { xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 3 };

/** Long texts, weekly grids and lists of objects take the card's whole width. */
const isWide = (kind: string) => kind === 'longText' || kind === 'availability' || kind === 'list';

/**
 * One record of any resource, as its descriptor presents it: titled by the record's own title, a header with its
 * status and key facts, its fields grouped by task (the server leaves out what the person may not read), then the
 * lists of related records, beside the record's history (a tab). Edit and delete where the person's rights allow them (a delete only of the version
 * shown), and the breadcrumb back to the list. `aside` is an override's own panel, drawn under the title.
 */
export function GenericShow({ resource, aside }: { resource: Resource; aside?: ReactNode }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { query } = useShow<Row>({ resource: resource.apiName, ...(id && { id }) });
  const record = query.data?.data;
  const revisionMeta = useRevisionMeta(resource.apiName, id);
  const { ability } = useStaffSession();
  // Each button only where its screen is the person's and their rules allow it on this record (screen-rights.ts).
  const can = useScreenRights(resource)(record);
  const presentation = presentationOf(resource.name);
  const title = recordTitle(resource, record, currentLanguage()) ?? t('staff.titles.show', { resource: t(resource.entity.labelKey) });
  return (
    <PageFrame
      title={title}
      loading={query.isLoading}
      actions={
        <>
          {/* `title={undefined}`: without access control, Refine's tooltip would say "not allowed". */}
          {can('list') && <ListButton resource={resource.name} accessControl={{ enabled: false }} title={undefined} />}
          {can('edit') && <EditButton resource={resource.name} recordItemId={id} accessControl={{ enabled: false }} title={undefined} />}
          <InvitationButton resource={resource} record={record} can={rightsOn(ability, resource, record)} />
          {can('delete') && (
            <DeleteButton resource={resource.name} recordItemId={id} meta={revisionMeta} accessControl={{ enabled: false }} title={undefined} />
          )}
        </>
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon message={t('errors.somethingWentWrong')} />
      ) : (
        record && (
          <RecordLabels record={record}>
            <RecordSummary resource={resource} presentation={presentation} record={record} />
            {/* An override's panel (a tutor's file, a request's handling) comes under the title it belongs to. */}
            {aside}
            <RecordTabs recordId={id ?? String(record.id)}>
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                <RecordGroups resource={resource} presentation={presentation} record={record} />
                {presentation.related.map((list) => (
                  <RelatedList key={list.key} list={list} record={record} />
                ))}
              </Space>
            </RecordTabs>
          </RecordLabels>
        )
      )}
    </PageFrame>
  );
}
