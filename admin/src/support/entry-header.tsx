import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actorKey, type AuditEntry } from './audit-entry.ts';

// Apart from the changes (history-entry.tsx), which need every field kind's display: the history search's rows
// show only these, and load the changes when a row is opened.
const ACTION_COLORS = { create: 'green', update: 'blue', delete: 'red', read: 'default' } as const;

/** Who acted, by name and with the role they acted as at the time. */
export function ActorName({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const actor = actorKey(entry);
  return (
    <>
      {actor.name ?? t(actor.nameKey!)} <Typography.Text type="secondary">({t(actor.roleKey)})</Typography.Text>
    </>
  );
}

export function ActionTag({ action }: { action: AuditEntry['action'] }) {
  const { t } = useTranslation();
  return <Tag color={ACTION_COLORS[action]}>{t(`staffSupport.actions.${action}`)}</Tag>;
}
