import { useFormik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PasswordChecklist } from '../../../shared/ui/password-checklist.tsx';
import { PhoneField } from '../../../shared/ui/phone-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { ownAccountSchema, type OwnAccountValues } from './own-account-schema.ts';
import { fieldError } from '../../../shared/ui/formik-field.ts';

interface OwnAccountFormProps {
  initialValues: OwnAccountValues;
  grantedRoles: readonly Role[];
  onSubmit: (values: OwnAccountValues, helpers: FormikHelpers<OwnAccountValues>) => Promise<void>;
}

/** Preferred role, email, phone, an optional new password (with its checklist), and the current password. */
export function OwnAccountForm({ initialValues, grantedRoles, onSubmit }: OwnAccountFormProps) {
  const { t } = useTranslation('settings');
  const form = useFormik<OwnAccountValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: ownAccountSchema,
    onSubmit,
  });
  const errorOf = (field: keyof OwnAccountValues) => fieldError(form, field, t);
  // The preferred role is chosen among the granted roles except PATIENT (docs/roles.md#the-roles).
  const roles = STAFF_ROLES.filter((role) => grantedRoles.includes(role));
  const language = currentLanguage();
  return (
    <form className="form own-account-form card" onSubmit={form.handleSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor="own-preferred-role">
          {t('account.preferredRole')}
        </label>
        <select
          id="own-preferred-role"
          name="preferredRole"
          required
          value={form.values.preferredRole}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={errorOf('preferredRole') ? true : undefined}
          aria-describedby={errorOf('preferredRole') ? 'own-preferred-role-error' : undefined}
        >
          <option value="">{t('account.choose')}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[language][role]}
            </option>
          ))}
        </select>
        {errorOf('preferredRole') && (
          <p id="own-preferred-role-error" className="field__error">
            {errorOf('preferredRole')}
          </p>
        )}
      </div>
      <TextField
        label={t('account.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('email')}
      />
      <PhoneField
        label={t('account.phone')}
        name="phone"
        required
        value={form.values.phone}
        onChange={(phone) => void form.setFieldValue('phone', phone)}
        onBlur={() => void form.setFieldTouched('phone', true)}
        error={errorOf('phone')}
      />
      <TextField
        label={t('account.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('password')}
        hint={
          form.values.password ? (
            <PasswordChecklist
              id="own-password-rules"
              password={form.values.password}
              confirmation={form.values.confirmation}
            />
          ) : (
            t('account.passwordHint')
          )
        }
      />
      <TextField
        label={t('account.confirmation')}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={form.values.confirmation}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('confirmation')}
      />
      <TextField
        label={t('account.oldPassword')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.oldPassword}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('oldPassword')}
      />
      <p className="form__aside">{t('account.sessionsNote')}</p>
      <Button type="submit" busy={form.isSubmitting}>
        {t('account.save')}
      </Button>
    </form>
  );
}
