import { Link, NavLink, useLocation } from 'react-router';
import { FAMILY_HOME_PATH } from '@binome/schema';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@binome/schema';

/** The role's menu entries (schema `menuFor`); NavLink marks the open one with aria-current="page". */
export function FamilyMenu({ items, label, id, onNavigate }: { items: MenuItem[]; label: string; id?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Parents and students land on /family, their home too: the home entry is the open one there as well.
  const atHome = pathname === '/' || pathname === FAMILY_HOME_PATH;
  return (
    <nav className="family-menu" aria-label={label} id={id}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.path === '/' ? (
              <Link to="/" aria-current={atHome ? 'page' : undefined} onClick={onNavigate}>
                {t(item.labelKey)}
              </Link>
            ) : (
              <NavLink to={item.path} onClick={onNavigate}>
                {t(item.labelKey)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
