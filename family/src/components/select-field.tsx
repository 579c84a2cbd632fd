import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './field-frame.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select whose error is tied to it for screen readers, like `TextField`. */
export function SelectField({ label, error, required, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error}>
      <select id={id} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
