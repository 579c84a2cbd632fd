import { Button, Popconfirm } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { invitationAddressOf, invitationChannelOf, invitationRefusalOf, USER_VIEW_SUBJECTS, type Resource } from '@binome/schema';
import { API_URL } from '../providers/http-client.ts';
import type { RecordRights } from './record-rights.ts';

type Row = Record<string, unknown>;

/** Whether this record page offers to invite the person: the server's own rules (schema), on what the page shows. */
export function offersInvitation(resource: Resource, record: Row | undefined, can: RecordRights): record is Row {
  return USER_VIEW_SUBJECTS.includes(resource.name) && record !== undefined && can('update') && invitationRefusalOf(record) === undefined;
}

/**
 * 'Resend invitation' on a person's record page, for staff who may update the record while the person has not
 * chosen a password yet: asks first (where it goes, and that the earlier link stops working), then says where it
 * was sent, or the catalogue's refusal (already chosen, too soon).
 */
export function InvitationButton({ resource, record, can }: { resource: Resource; record: Row | undefined; can: RecordRights }) {
  const { t } = useTranslation();
  const { mutateAsync, mutation } = useCustomMutation();
  if (!offersInvitation(resource, record, can)) return null;
  const to = invitationAddressOf(record)!;
  const contact = record.contactDetails as { firstName?: string; lastName?: string } | undefined;
  const name = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  const send = () =>
    mutateAsync({
      url: `${API_URL}/${resource.apiName}/${String(record.id)}/invitation`,
      method: 'post',
      values: {},
      successNotification: () => ({ type: 'success', message: t('success.invitationSent', { to }) }),
      // The message is already the catalogue's, translated by the HTTP client.
      errorNotification: (error) => ({ type: 'error', message: error?.message ?? t('errors.invitationFailed') }),
    }).catch(() => undefined);
  return (
    <Popconfirm
      title={t('staff.invitation.confirmTitle')}
      description={t(invitationChannelOf(record) === 'sms' ? 'staff.invitation.confirmSms' : 'staff.invitation.confirmEmail', { name, to })}
      okText={t('staff.invitation.confirm')}
      cancelText={t('buttons.cancel')}
      onConfirm={send}
    >
      <Button icon={<MailOutlined />} loading={mutation.isPending}>
        {t('staff.invitation.resend')}
      </Button>
    </Popconfirm>
  );
}
