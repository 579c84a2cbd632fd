import { Button, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaffSession } from '../session/staff-session.tsx';

/** 'My account' of the user menu: who is signed in, as which role, and the way to change the password. */
export function AccountPage() {
  const { t } = useTranslation();
  const { user, role } = useStaffSession();
  const name = [user.contactDetails?.firstName, user.contactDetails?.lastName].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="account-title">
      <Typography.Title id="account-title" level={1}>
        {t('staff.account.title')}
      </Typography.Title>
      <Card title={name}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('staff.account.email')}>{user.contactDetails?.email ?? t('staff.noValue')}</Descriptions.Item>
          <Descriptions.Item label={t('staff.account.role')}>{t(`enums.role.${role}`)}</Descriptions.Item>
        </Descriptions>
        {/* The password pages belong to the shared sign-in app: a full page load. */}
        <Button href="/change-password">{t('staff.account.changePassword')}</Button>
      </Card>
    </section>
  );
}
