import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Translated error text; shown under the field and linked to it for screen readers. */
  error?: string | false;
  hint?: ReactNode;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, name, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...rest} {...control} name={name} />}
    </FieldFrame>
  );
}
