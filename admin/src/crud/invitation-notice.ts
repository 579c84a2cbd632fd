import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { invitationAddressOf, invitationRefusalOf, USER_VIEW_SUBJECTS, type Resource } from '@binome/schema';

/**
 * After a person is created: the server has sent them an invitation exactly when the schema says they can be
 * invited (not closed, an e-mail or a phone); the notice says where it went.
 */
export function useInvitationNotice(resource: Resource): (record: Record<string, unknown> | undefined) => void {
  const { open } = useNotification();
  const { t } = useTranslation();
  return (record) => {
    if (!record || !USER_VIEW_SUBJECTS.includes(resource.name) || invitationRefusalOf(record)) return;
    open?.({ type: 'success', key: `invitation-${String(record.id)}`, message: t('staff.invitation.sentAfterCreate', { to: invitationAddressOf(record) }) });
  };
}
