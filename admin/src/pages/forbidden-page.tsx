import { BackHomePage } from './status-page.tsx';

/** A screen of the app that this role does not have: said plainly, never a broken page. */
export function ForbiddenPage() {
  return <BackHomePage page="forbidden" tone="error" />;
}
