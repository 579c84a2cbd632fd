import { useMemo } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import dataProvider from '@refinedev/simple-rest';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffTheme } from './theme.ts';
import { StaffSessionProvider, useStaffSession } from './session/staff-session.tsx';
import { API_URL, httpClient } from './providers/http-client.ts';
import { authProvider } from './providers/auth-provider.ts';
import { accessControlProvider } from './providers/access-control-provider.ts';
import { i18nProvider } from './providers/i18n-provider.ts';
import { notificationProvider } from './providers/notification-provider.ts';
import { refineResources } from './resources.ts';
import { StaffLayout } from './layout/staff-layout.tsx';
import { StaffDocumentTitle } from './layout/staff-document-title.tsx';
import { staffRoutes } from './routes.tsx';
import { antdLocaleOf } from './locales.ts';
import { currentLanguage } from './i18n.ts';
import { keptStyleCache } from './style-cache.ts';
import { retryFailedRead } from './providers/query-retry.ts';

const data = dataProvider(API_URL, httpClient);
const styleCache = keptStyleCache();

/** Refine inside the router (its router provider reads the current location), with the person's rights. */
function RefineRoot() {
  const { role, ability } = useStaffSession();
  const { notification } = AntdApp.useApp();
  const accessControl = useMemo(() => accessControlProvider(role, ability), [role, ability]);
  const notifications = useMemo(() => notificationProvider(notification), [notification]);
  return (
    <Refine
      dataProvider={data}
      routerProvider={routerProvider}
      authProvider={authProvider}
      accessControlProvider={accessControl}
      i18nProvider={i18nProvider}
      notificationProvider={notifications}
      resources={refineResources}
      options={{
        syncWithLocation: true,
        warnWhenUnsavedChanges: false,
        disableTelemetry: true,
        // Section 9: cached 5 minutes, stale at once. A refusal or a not-found is said at once, not asked again.
        reactQuery: { clientConfig: { defaultOptions: { queries: { staleTime: 0, gcTime: 5 * 60_000, retry: retryFailedRead } } } },
      }}
    >
      <Outlet />
      <StaffDocumentTitle />
    </Refine>
  );
}

const router = createBrowserRouter([{ element: <RefineRoot />, children: [{ element: <StaffLayout />, children: staffRoutes() }] }]);

/** The staff app: antd in the person's language (weeks start on Monday in both), then the session, then the screens. */
export function App() {
  // Re-renders at every language switch; dayjs's locale is switched with the language (i18n.ts).
  useTranslation();
  const language = currentLanguage();
  // A new locale object would hand every antd component a new context, and draw the whole app again.
  const locale = useMemo(() => antdLocaleOf(language), [language]);
  return (
    <StyleProvider cache={styleCache}>
      <ConfigProvider locale={locale} theme={staffTheme}>
        {/* Below the header, so that a message never covers the language switch or the account menu. */}
        <AntdApp notification={{ placement: 'topRight', top: 72 }}>
          <StaffSessionProvider>
            <RouterProvider router={router} />
          </StaffSessionProvider>
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
