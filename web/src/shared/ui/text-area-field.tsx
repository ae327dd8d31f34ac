import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  /** Translated error text; shown under the field and linked to it for screen readers. */
  error?: string | false;
  hint?: ReactNode;
}

/** A labelled multi-line text whose hint and error are announced with it. */
export function TextAreaField({ label, name, error, hint, className, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...rest} {...control} name={name} />}
    </FieldFrame>
  );
}
