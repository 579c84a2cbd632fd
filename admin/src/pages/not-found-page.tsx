import { BackHomePage } from './status-page.tsx';

/** 'Page introuvable' with the way back home (section 8). */
export function NotFoundPage() {
  return <BackHomePage page="notFound" tone="warning" />;
}
