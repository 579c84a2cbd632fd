import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useSession } from '../session/session.tsx';

/** The full layout of the public pages (section 2): the name, the language switch, the legal pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('auth.common.skipToContent')}
      </a>
      <header className="header">
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <div className="header-actions">
          <LanguageSwitch />
          {session && (
            <button type="button" className="link-button" onClick={() => void signOut().then(() => window.location.assign('/login'))}>
              {t('actions.logout')}
            </button>
          )}
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="footer">
        <Link to="/privacy">{t('pages.privacy.title')}</Link>
        <Link to="/terms">{t('pages.terms.title')}</Link>
        <Link to="/data-deletion">{t('pages.dataDeletion.title')}</Link>
      </footer>
    </div>
  );
}
