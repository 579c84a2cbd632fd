import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@binome/schema';
import { FamilyMenu } from './family-menu.tsx';
import { useDisclosure } from './use-disclosure.ts';

/**
 * The menu under 1024 px: a button that opens the role's menu as a panel. The active tutor's panel also carries
 * the promotional banner link (section 2), which opens the tutor's training path.
 */
export function MobileMenu({ items, banner }: { items: MenuItem[]; banner?: { path: string; labelKey: string } }) {
  const { t } = useTranslation();
  const { open, toggle, close, buttonRef, panelRef } = useDisclosure();
  return (
    <div className="mobile-menu">
      <button ref={buttonRef} type="button" className="menu-button" aria-expanded={open} aria-controls="mobile-menu-panel" onClick={toggle}>
        <span aria-hidden="true" className="menu-icon">
          ☰
        </span>
        <span className="menu-button-label">{t('familyFrame.nav.open')}</span>
      </button>
      <div ref={panelRef} id="mobile-menu-panel" className="mobile-menu-panel" hidden={!open}>
        <FamilyMenu items={items} label={t('familyFrame.nav.main')} onNavigate={close} />
        {banner && (
          <Link className="promotional-banner" to={banner.path} onClick={close}>
            {t(banner.labelKey)}
          </Link>
        )}
      </div>
    </div>
  );
}
