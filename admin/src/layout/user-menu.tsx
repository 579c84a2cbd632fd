import { Button, Dropdown } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userMenuFor } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';

/** 'My account' and logout (section 2), from the schema's user menu. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useStaffSession();
  const navigate = useNavigate();
  const { mutate: logout } = useLogout();
  const name = [user.contactDetails?.firstName, user.contactDetails?.lastName].filter(Boolean).join(' ') || user.contactDetails?.email || '';
  const items = userMenuFor(user).map((item) => ({ key: item.key, label: t(item.labelKey) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') logout();
          else {
            const target = userMenuFor(user).find((item) => item.key === key);
            if (target) void navigate(target.path);
          }
        },
      }}
    >
      <Button type="text" icon={<UserOutlined />} aria-label={`${t('staff.userMenu')} : ${name}`}>
        <span className="user-name">{name}</span> <DownOutlined />
      </Button>
    </Dropdown>
  );
}
