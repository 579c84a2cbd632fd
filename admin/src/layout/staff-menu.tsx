import { createElement } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuFor, type MenuItem } from '@binome/schema';
import { useStaffSession } from '../session/staff-session.tsx';
import { MENU_ICONS, PAGE_ICONS } from './menu-icons.ts';
import { selectedMenuKey } from './menu-selection.ts';

function iconOf(item: MenuItem) {
  const name = item.icon ?? PAGE_ICONS[item.key];
  const icon = name ? MENU_ICONS[name] : undefined;
  return icon ? createElement(icon) : undefined;
}

/** The role's menu of section 2, computed by the schema (the same function the tests check), never by hand. */
export function StaffMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useStaffSession();
  const { pathname } = useLocation();
  const menu = menuFor(user);
  const link = (item: MenuItem) => ({
    key: item.key,
    icon: iconOf(item),
    label: (
      <Link to={item.path} onClick={onNavigate}>
        {t(item.labelKey)}
      </Link>
    ),
  });
  const items: MenuProps['items'] = menu.map((entry) =>
    'items' in entry ? { type: 'group' as const, key: entry.key, label: t(entry.labelKey), children: entry.items.map(link) } : link(entry),
  );
  const selected = selectedMenuKey(menu, pathname);
  // Long labels ('Clubs de football partenaires') wrap onto a second line instead of being cut (styles.css).
  return <Menu mode="inline" className="staff-menu" items={items} selectedKeys={selected ? [selected] : []} aria-label={t('staff.mainMenu')} />;
}
