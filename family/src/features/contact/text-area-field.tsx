import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input, its error and hint tied to it for screen readers (as TextField). */
export function TextAreaField({ label, error, hint, required, ...input }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && <span className="required-mark" aria-hidden="true">*</span>}
      </div>
      <textarea id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
