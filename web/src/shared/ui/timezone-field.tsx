import { memo, useId } from 'react';
import type { InputHTMLAttributes } from 'react';

/** Every IANA time zone the browser knows ('Europe/Paris', 'America/Martinique'...). */
export function timeZones(): readonly string[] {
  return Intl.supportedValuesOf('timeZone');
}

export function isTimeZone(value: string): boolean {
  return timeZones().includes(value);
}

/** The ~400 zones; memoised so that typing does not rebuild them. */
const ZoneOptions = memo(function ZoneOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {timeZones().map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});

interface TimezoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'list'> {
  label: string;
  name: string;
  error?: string | false;
}

/** A time zone typed with suggestions from the IANA list (the browser's own searchable list). */
export function TimezoneField({ label, name, error, className, ...rest }: TimezoneFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        list={`${id}-zones`}
        autoComplete="off"
        spellCheck={false}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <ZoneOptions id={`${id}-zones`} />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
