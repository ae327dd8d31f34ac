import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  /** Translated error text, announced with the field. */
  error?: string | false;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled native select with its hint and error linked for screen readers. */
export function SelectField({ label, name, error, hint, className, children, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...rest} {...control} name={name}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
