// Must come first: lets antd 5 render on React 19.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { parseWithoutEval } from '@binome/schema';
import { createRoot } from 'react-dom/client';
import { setUpTranslations } from './i18n.ts';
import { App } from './App.tsx';
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
