import { memo } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { screenPath, type Resource } from '@binome/schema';

export interface RowActionsProps {
  resource: Resource;
  id: string;
  /** The row's revision: a record changed since the list was drawn is not deleted (409, the conflict message). */
  etag: string | undefined;
  /** The buttons the person's rights give on this row (booleans, so that an unchanged row is not drawn again). */
  canView: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** Whether this row's deletion is under way. */
  deleting: boolean;
  onDelete: (id: string, etag: string | undefined) => void;
}

/**
 * A row's view, edit and delete buttons, each only where the person's rights allow it (screen-rights.ts). The
 * same elements as Refine's ShowButton, EditButton and DeleteButton (a link around an icon button, a confirmation
 * before deleting), without their hooks: each of those reads the address, the resources, the access control and,
 * for delete, a mutation of its own, for every row at every render (most of a list screen's script time); the
 * list holds the one delete mutation and the rights instead.
 */
export const RowActions = memo(function RowActions({ resource, id, etag, canView, canEdit, canDelete, deleting, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const show = t('buttons.show');
  const edit = t('buttons.edit');
  const remove = t('buttons.delete');
  return (
    <Space size="small">
      {/* Icon-only buttons: their names are for screen readers, and their tooltips. */}
      {canView && (
        <Link to={screenPath(resource, 'view', id)}>
          <Button size="small" icon={<EyeOutlined />} aria-label={show} title={show} />
        </Link>
      )}
      {canEdit && (
        <Link to={screenPath(resource, 'edit', id)}>
          <Button size="small" icon={<EditOutlined />} aria-label={edit} title={edit} />
        </Link>
      )}
      {canDelete && (
        <Popconfirm
          title={t('buttons.confirm')}
          okText={remove}
          cancelText={t('buttons.cancel')}
          okType="danger"
          okButtonProps={{ disabled: deleting }}
          onConfirm={() => onDelete(id, etag)}
        >
          <Button danger size="small" loading={deleting} icon={<DeleteOutlined />} aria-label={remove} title={remove} />
        </Popconfirm>
      )}
    </Space>
  );
});
