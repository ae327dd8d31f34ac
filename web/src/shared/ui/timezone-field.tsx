import { memo, type InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

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
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <>
          <input
            {...rest}
            {...control}
            name={name}
            list={`${control.id}-zones`}
            autoComplete="off"
            spellCheck={false}
          />
          <ZoneOptions id={`${control.id}-zones`} />
        </>
      )}
    </FieldFrame>
  );
}
