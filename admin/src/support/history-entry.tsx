import { Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FieldValue } from '../crud/field-kinds/field-value.tsx';
import { formatDateTime } from '../crud/field-kinds/format.ts';
import { RecordLabels } from '../crud/record-labels.tsx';
import { shownChanges, type AuditEntry } from './audit-entry.ts';
import { ActionTag, ActorName } from './entry-header.tsx';

/**
 * The changed fields of one entry, each as "label: before → after" with the values shown as the record page shows
 * them (enum labels, names of referenced records from the entry's `_labels`). Fields the reader may not read are
 * only counted.
 */
export function EntryChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { shown, hidden } = shownChanges(entry);
  return (
    <RecordLabels record={entry as unknown as Record<string, unknown>}>
      {shown.length > 0 && (
        <dl className="history-changes">
          {shown.map((change) => (
            <div key={change.path} className="history-change" data-testid={`change-${change.path}`}>
              <dt>{t(change.field.labelKey)}</dt>
              <dd>
                {entry.action !== 'create' && (
                  <span className="history-before">
                    <span className="visually-hidden">{t('staffSupport.history.before')} : </span>
                    <FieldValue field={change.field} value={change.before} compact />
                  </span>
                )}
                {entry.action === 'update' && <ArrowRightOutlined aria-label={t('staffSupport.history.arrow')} className="history-arrow" />}
                {entry.action !== 'delete' && (
                  <span className="history-after">
                    <span className="visually-hidden">{t('staffSupport.history.after')} : </span>
                    <FieldValue field={change.field} value={change.after} compact />
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {shown.length === 0 && entry.action === 'update' && <Typography.Text type="secondary">{t('staffSupport.history.noVisibleChange')}</Typography.Text>}
      {hidden > 0 && (
        <Typography.Paragraph type="secondary" className="history-hidden">
          {t('staffSupport.history.hiddenFields', { count: hidden })}
        </Typography.Paragraph>
      )}
    </RecordLabels>
  );
}

/** One entry of a record's history: when, who, what they did, then the fields they changed. */
export function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <article className="history-entry" aria-label={formatDateTime(entry.at)}>
      <header className="history-entry-header">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <span>
          <ActorName entry={entry} />
        </span>
        <ActionTag action={entry.action} />
      </header>
      <EntryChanges entry={entry} />
    </article>
  );
}
