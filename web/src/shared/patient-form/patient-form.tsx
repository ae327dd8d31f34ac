import { useFormik } from 'formik';
import type { Language } from '@teleplan/proto/accounts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { timeZones } from '../ui/time-zones.ts';
import { PATIENT_FORM_NS } from './patient-form-texts.ts';
import { patientFormSchema, type PatientFormValues } from './patient-form-schema.ts';
import './patient-form.css';
import { formikField } from '../ui/formik-field.ts';

/** The languages accounts takes for a profile's messages, each shown by its own name (common texts). */
const MESSAGE_LANGUAGES: readonly Language[] = ['fr', 'en'];

interface PatientFormProps {
  initialValues: PatientFormValues;
  /** False: every field is read-only and nothing is sent (the connected role does not outrank the patient). */
  editable: boolean;
  submitLabel: string;
  onSubmit: (values: PatientFormValues) => Promise<void>;
}

/** Last name, first name, sex, timezone, language of messages, email, phone and notification opt-ins of a patient. */
export function PatientForm({ initialValues, editable, submitLabel, onSubmit }: PatientFormProps) {
  const { t } = useTranslation(PATIENT_FORM_NS);
  const { t: tc } = useTranslation();
  // ~420 options: built once, not on every keystroke.
  const zoneOptions = useMemo(
    () =>
      timeZones().map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      )),
    [],
  );
  const form = useFormik<PatientFormValues>({
    initialValues,
    validationSchema: patientFormSchema,
    enableReinitialize: true,
    onSubmit: (values) => onSubmit(values),
  });
  const hasEmail = form.values.email.trim() !== '';
  const hasPhone = form.values.telephoneNumber.trim() !== '';
  const field = (name: 'lastName' | 'firstName' | 'email' | 'telephoneNumber') => ({
    ...formikField(form, name, t),
    readOnly: !editable,
  });
  const select = (name: 'sex' | 'zone' | 'language') => ({
    ...formikField(form, name, t),
    required: true,
    disabled: !editable,
  });
  // Read-only and without email: the contact block says nothing (docs/screens.md#forms).
  const showContacts = editable || initialValues.email !== '';

  return (
    <form className="form patient-form" onSubmit={form.handleSubmit} noValidate aria-label={t('form.title')}>
      <div className="patient-form__grid">
        <TextField label={t('form.lastName')} autoComplete="family-name" required {...field('lastName')} />
        <TextField label={t('form.firstName')} autoComplete="given-name" required {...field('firstName')} />
        <SelectField label={t('form.sex')} {...select('sex')}>
          <option value="">{t('form.choose')}</option>
          <option value="F">{t('form.female')}</option>
          <option value="M">{t('form.male')}</option>
        </SelectField>
        <SelectField label={t('form.zone')} {...select('zone')}>
          {zoneOptions}
        </SelectField>
        <SelectField label={t('form.language')} {...select('language')}>
          {MESSAGE_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {tc(`language.${language}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {showContacts && (
        <fieldset className="form-group">
          <legend>{t('form.contacts')}</legend>
          <div className="patient-form__grid">
            <TextField
              label={t('form.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...field('email')}
            />
            <TextField
              label={t('form.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={t('form.phoneHint')}
              {...field('telephoneNumber')}
            />
          </div>
          <Checkbox
            name="acceptingEmail"
            label={t('form.acceptingEmail')}
            checked={hasEmail && form.values.acceptingEmail}
            disabled={!editable || !hasEmail}
            onChange={form.handleChange}
          />
          <Checkbox
            name="acceptingSms"
            label={t('form.acceptingSms')}
            checked={hasPhone && form.values.acceptingSms}
            disabled={!editable || !hasPhone}
            onChange={form.handleChange}
          />
        </fieldset>
      )}
      {editable ? (
        <Button type="submit" busy={form.isSubmitting}>
          {submitLabel}
        </Button>
      ) : (
        <p className="notice">{t('form.readOnly')}</p>
      )}
    </form>
  );
}
