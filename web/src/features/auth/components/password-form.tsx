import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isValidPassword } from '@teleplan/proto/password-rules';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { PasswordChecklist } from '../../../shared/ui/password-checklist.tsx';
import { fieldError, formikField } from '../../../shared/ui/formik-field.ts';
import { passwordFormSchema, type PasswordFormValues } from './password-form-schema.ts';

interface PasswordFormProps {
  /** Activation asks for the terms of use; reset does not. */
  withTerms: boolean;
  submitLabel: string;
  onSubmit: (values: PasswordFormValues) => Promise<void>;
}

/** What still blocks the submit, in the order a person fixes things; null when it may be sent. */
function blockingReason(values: PasswordFormValues, withTerms: boolean): string | null {
  if (!isValidPassword(values.password)) return 'password.badRegex';
  if (values.confirmation !== values.password) return 'password.mismatch';
  if (withTerms && !values.termsAccepted) return 'password.termsRequired';
  return null;
}

/**
 * New password with confirmation and live checklist. The submit stays disabled, with its reason shown,
 * until every rule holds (when the rules fail, the submit does nothing).
 */
export function PasswordForm({ withTerms, submitLabel, onSubmit }: PasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useFormik<PasswordFormValues>({
    initialValues: { password: '', confirmation: '', termsAccepted: false },
    validationSchema: passwordFormSchema(withTerms),
    validateOnMount: true,
    onSubmit,
  });
  const reason = blockingReason(form.values, withTerms);

  return (
    <form className="form" onSubmit={form.handleSubmit} noValidate>
      <TextField
        label={t('password.password')}
        {...form.getFieldProps('password')}
        type="password"
        autoComplete="new-password"
        required
        hint={
          <PasswordChecklist
            id="password-rules"
            password={form.values.password}
            confirmation={form.values.confirmation}
          />
        }
      />
      <TextField
        label={t('password.confirmation')}
        {...formikField(form, 'confirmation', t)}
        type="password"
        autoComplete="new-password"
        required
      />
      {withTerms && (
        <Checkbox
          name="termsAccepted"
          required
          checked={form.values.termsAccepted}
          onChange={(event) => {
            form.handleChange(event);
            // Unticking is an answer: say at once that the terms are required.
            void form.setFieldTouched('termsAccepted', true, false);
          }}
          onBlur={form.handleBlur}
          error={fieldError(form, 'termsAccepted', t)}
          label={
            <>
              {t('password.termsLabel')}{' '}
              <Link to="/cgu" target="_blank" rel="noopener">
                {t('password.termsLink')}
                <span className="visually-hidden"> {t('password.termsNewTab')}</span>
              </Link>
            </>
          }
        />
      )}
      <Button
        type="submit"
        className="btn--block"
        busy={form.isSubmitting}
        disabled={reason !== null}
        aria-describedby={reason ? 'password-form-reason' : undefined}
      >
        {submitLabel}
      </Button>
      {reason && (
        <p id="password-form-reason" className="form__reason">
          {t(reason)}
        </p>
      )}
    </form>
  );
}
