import { lazy, Suspense, useState } from 'react';
import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { StaffMenu } from './staff-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './user-menu.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

/**
 * The staff layout of section 2: the role's menu in a sidebar, or behind a menu button under 1024 px; the
 * language switch and the user menu in the header; a scroll-to-top button once the page is scrolled 300 px.
 */
export function StaffLayout() {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout className="staff-layout">
      <a className="skip-link" href="#main">
        {t('auth.common.skipToContent')}
      </a>
      {!narrow && (
        <Layout.Sider width={248} theme="light" className="staff-sider">
          <Link to="/" className="staff-brand">
            {t('app.name')}
          </Link>
          <nav aria-label={t('staff.mainMenu')}>
            <StaffMenu />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="staff-header">
          {narrow && (
            <>
              <Button type="text" icon={<MenuOutlined />} aria-label={t('staff.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
              <Link to="/" className="staff-brand staff-brand-inline">
                {t('app.name')}
              </Link>
            </>
          )}
          <div className="staff-header-actions">
            <LanguageSwitch />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content id="main" className="staff-content" tabIndex={-1}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {narrow && (
        <Suspense fallback={null}>
          <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
      <ScrollToTop />
    </Layout>
  );
}
