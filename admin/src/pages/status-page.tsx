import type { ReactNode } from 'react';

/**
 * A full-page message (not found, refused, coming soon, failed to load): a title, a sentence, an action. antd's
 * Result would do the same with large illustrations that cost 10 KB (gzip) on the first page.
 */
export function StatusPage({ title, body, action, tone = 'info' }: { title: ReactNode; body: ReactNode; action?: ReactNode; tone?: 'info' | 'warning' | 'error' }) {
  return (
    <div className={`status-page status-${tone}`}>
      <h1 className="status-title">{title}</h1>
      <p className="status-body">{body}</p>
      {action && <div className="status-action">{action}</div>}
    </div>
  );
}
