import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select whose error is tied to it for screen readers, like `TextField`. */
export function SelectField({ label, error, required, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
        {required && <span className="required-mark" aria-hidden="true">*</span>}
      </div>
      <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
