import { createElement, memo, useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuFor, type MenuEntry, type MenuItem } from '@binome/schema';
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
  const { user } = useStaffSession();
  const { pathname } = useLocation();
  const menu = useMemo(() => menuFor(user), [user]);
  const selected = selectedMenuKey(menu, pathname);
  return <MenuOf menu={menu} selected={selected} onNavigate={onNavigate} />;
}

/**
 * The menu itself, drawn again only when the entry to light up or the language changes: every address change
 * (a list's page, its filters, which a list writes into the address as it opens) would otherwise draw each of
 * its items and their tooltips again.
 */
const MenuOf = memo(function MenuOf({ menu, selected, onNavigate }: { menu: MenuEntry[]; selected: string | undefined; onNavigate: (() => void) | undefined }) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = useMemo(() => {
    const link = (item: MenuItem) => ({
      key: item.key,
      icon: iconOf(item),
      label: (
        <Link to={item.path} onClick={onNavigate}>
          {t(item.labelKey)}
        </Link>
      ),
    });
    return menu.map((entry) =>
      'items' in entry ? { type: 'group' as const, key: entry.key, label: t(entry.labelKey), children: entry.items.map(link) } : link(entry),
    );
  }, [menu, t, onNavigate]);
  // Long labels ('Clubs de football partenaires') wrap onto a second line instead of being cut (styles.css).
  return <Menu mode="inline" className="staff-menu" items={items} selectedKeys={selected ? [selected] : []} aria-label={t('staff.mainMenu')} />;
});
