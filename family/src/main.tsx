// First: asks who is signed in before the rest of the bundle is evaluated (it imports nothing of React).
import './session/start-early-session.ts';
import { StrictMode } from 'react';
import { parseWithoutEval } from '@binome/schema';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setUpTranslations } from './i18n.ts';
import { SessionProvider } from './session/session.tsx';
import { routes } from './routes.tsx';
import { DocumentTitle } from './layout/document-title.tsx';
import './styles.css';
import { startFamilyErrorReporting } from './monitoring/error-reporting.ts';

startFamilyErrorReporting();
parseWithoutEval();
const router = createBrowserRouter(routes);

// The first screen waits for the person's language (English is loaded on demand).
void setUpTranslations().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={router} />
        <DocumentTitle />
      </SessionProvider>
    </StrictMode>,
  ),
);
