import type { ReactNode } from 'react';

/** A message for the whole form: errors are announced at once (role=alert), successes politely (role=status). */
export function Alert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
