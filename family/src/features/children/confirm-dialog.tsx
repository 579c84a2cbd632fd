import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** A destructive confirmation is drawn as a danger button; the safe choice keeps the focus. */
  danger?: boolean;
  busy?: boolean;
  /** A third way out, first in line (unsaved changes: save them). */
  preferred?: { label: string; onClick(): void };
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question (delete a child, drop unsaved changes): the native dialog, so focus and Escape just work. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  preferred,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="actions">
        {preferred && (
          <button type="button" className="primary" onClick={preferred.onClick} autoFocus>
            {preferred.label}
          </button>
        )}
        <button type="button" className={preferred ? undefined : 'primary'} onClick={onCancel} autoFocus={!preferred}>
          {cancelLabel}
        </button>
        <button type="button" className={danger ? 'danger' : undefined} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
