// First: asks who is signed in before the rest of the bundle is evaluated (it imports nothing of React or antd).
import './session/start-early-session.ts';
// Before anything of antd: lets antd 5 render on React 19.
import '@ant-design/v5-patch-for-react-19';
// Then: asks for the chunks of the screen opened, before the rest of the entry is evaluated.
import './screens/start-warm-up.ts';
import { StrictMode } from 'react';
import { parseWithoutEval } from '@binome/schema';
import { createRoot } from 'react-dom/client';
import { setUpTranslations } from './i18n.ts';
import { App } from './App.tsx';
// antd's styles worked out at build time (vite-antd-static-styles.ts), before the app's own, which may refine them.
import 'virtual:antd-static-styles.css';
import './styles.css';
import { startStaffErrorReporting } from './monitoring/error-reporting.ts';

startStaffErrorReporting();
parseWithoutEval();
// The first screen waits for the person's language (English is loaded on demand).
void setUpTranslations().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
