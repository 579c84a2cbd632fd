import { useRef } from 'react';
import { Link, Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../data/query-client.ts';
import { useTranslation } from 'react-i18next';
import { layoutFor, menuFor, normaliseUserStatus, type MenuItem } from '@binome/schema';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { Loading } from '../components/loading.tsx';
import { useSession } from '../session/session.tsx';
import { FamilyMenu } from './family-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PublicLayout } from './public-layout.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { useFocusHeadingOnNavigation } from './use-focus-heading.ts';
import { UserMenu } from './user-menu.tsx';

/** Where the tutor's promotional banner leads: their training path, the association's offer to its tutors. */
export const PROMOTIONAL_BANNER = { path: '/tutor/training-path', labelKey: 'menu.family.promotionalBanner' };

/**
 * The frame of the signed-in family spaces (section 2): the header (name, language switch, user menu), the role's
 * menu as a sidebar from 1024 px and behind a menu button below, as the schema's `layoutFor` allows it. A visitor
 * (the guard is about to send them to sign in) gets the public frame.
 */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { session } = useSession();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  if (session === undefined) return <Loading />;
  if (session === null) return <PublicLayout />;
  const layout = layoutFor(session.user);
  const items = menuFor(session.user) as MenuItem[];
  const pendingParent = session.role === 'parent' && normaliseUserStatus(session.user.status) !== 'active';
  return (
    <div className={`layout space-layout${layout.sidebar ? ' with-sidebar' : ''}`}>
      <a className="skip-link" href="#main">
        {t('auth.common.skipToContent')}
      </a>
      <header className="header space-header">
        {layout.mobileMenu && items.length > 0 && <MobileMenu items={items} banner={layout.promotionalBanner ? PROMOTIONAL_BANNER : undefined} />}
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <div className="header-actions">
          <LanguageSwitch />
          <UserMenu session={session} />
        </div>
      </header>
      <div className="space-body">
        {layout.sidebar && items.length > 0 && (
          <aside className="sidebar">
            <FamilyMenu items={items} label={t('familyFrame.nav.main')} />
          </aside>
        )}
        <main id="main" ref={main} className="space-main" tabIndex={-1}>
          {pendingParent && (
            <p className="alert alert-info" role="status">
              {t('familyFrame.nav.pendingParent')}
            </p>
          )}
          {/* Only the spaces ask the server through the query cache: it loads with them, not with /login. */}
          <QueryClientProvider client={queryClient}>
            <Outlet />
          </QueryClientProvider>
        </main>
      </div>
      <footer className="footer">
        <Link to="/privacy">{t('pages.privacy.title')}</Link>
        <Link to="/terms">{t('pages.terms.title')}</Link>
        <Link to="/data-deletion">{t('pages.dataDeletion.title')}</Link>
      </footer>
      <ScrollToTop />
    </div>
  );
}
