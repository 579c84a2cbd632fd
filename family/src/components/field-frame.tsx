import type { ReactNode } from 'react';

interface FieldFrameProps {
  /** The control's id: the label points at it, the hint and the error are named after it. */
  id: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** The ids a control names in `aria-describedby`: its hint and its error, when shown. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * What every form control of the app has around it: its label (with the required mark beside it, not in it, so the
 * control's name stays the plain label and `required` is told by the control itself), its hint and its error.
 */
export function FieldFrame({ id, label, required, error, hint, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
