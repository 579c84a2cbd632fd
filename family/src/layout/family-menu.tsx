import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@binome/schema';

/** The role's menu entries (schema `menuFor`); NavLink marks the open one with aria-current="page". */
export function FamilyMenu({ items, label, id, onNavigate }: { items: MenuItem[]; label: string; id?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="family-menu" aria-label={label} id={id}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.path} end={item.path === '/'} onClick={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
