import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { DEFAULT_PHONE_COUNTRY } from '../format/phone.ts';
import { FieldFrame } from './field-frame.tsx';
import { UI_NS } from './ui-texts.ts';
import './phone-field.css';

/** What a phone field holds while it is edited: the country chosen and the number as typed. */
export interface PhoneInput {
  country: CountryCode;
  text: string;
}

/** The editable form of a stored number (E.164 or anything else): its country and its national writing. */
export function phoneInputOf(raw: string | null | undefined): PhoneInput {
  const phone = raw ? parsePhoneNumberFromString(raw, DEFAULT_PHONE_COUNTRY) : undefined;
  if (!phone?.country) return { country: DEFAULT_PHONE_COUNTRY, text: raw ?? '' };
  return { country: phone.country, text: phone.formatNational() };
}

/** The number to send (E.164), or null when the text is not a valid number of the chosen country. */
export function phoneValueOf(input: PhoneInput): string | null {
  const phone = parsePhoneNumberFromString(input.text, input.country);
  return phone?.isValid() ? phone.number : null;
}

function useCountryOptions(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, name: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** The ~250 countries; memoised so that typing the number does not rebuild them. */
const CountryOptions = memo(function CountryOptions({ language }: { language: string }) {
  const countries = useCountryOptions(language);
  return countries.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));
});

interface PhoneFieldProps {
  label: string;
  name: string;
  value: PhoneInput;
  onChange: (value: PhoneInput) => void;
  onBlur?: () => void;
  error?: string | false;
  required?: boolean;
}

/** A phone number with its country (France by default), checked with libphonenumber-js by the form. */
export function PhoneField({ label, name, value, onChange, onBlur, error, required }: PhoneFieldProps) {
  const { t, i18n } = useTranslation(UI_NS);
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <div className="phone-field">
          <select
            aria-label={t('phone.country')}
            value={value.country}
            onChange={(event) => onChange({ ...value, country: event.target.value as CountryCode })}
            onBlur={onBlur}
          >
            <CountryOptions language={i18n.resolvedLanguage ?? 'fr'} />
          </select>
          <input
            {...control}
            name={name}
            type="tel"
            autoComplete="tel-national"
            required={required}
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldFrame>
  );
}
