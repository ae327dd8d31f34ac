import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Role } from '@teleplan/proto/roles';
import { Button } from '../../../shared/ui/button.tsx';
import { PhoneField } from '../../../shared/ui/phone-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { TimezoneField } from '../../../shared/ui/timezone-field.tsx';
import { RolesSection } from './roles-section.tsx';
import { userFormSchema, type UserFormValues } from './user-form-schema.ts';
import { fieldError } from '../../../shared/ui/formik-field.ts';

interface UserFormProps {
  initialValues: UserFormValues;
  actor: Role;
  /** The roles section: hidden for room managers (they create room users only). */
  withRoles: boolean;
  held: readonly Role[];
  submitLabel: string;
  /** A reason the form cannot be sent (a room manager without a room). */
  blocked?: boolean;
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
  onRevoke: (role: Role) => void;
}

/** firstName, lastName, email, telephone, sex, timezone and (for who may grant them) the roles. */
export function UserForm({
  initialValues,
  actor,
  withRoles,
  held,
  submitLabel,
  blocked = false,
  onSubmit,
  onCancel,
  onRevoke,
}: UserFormProps) {
  const { t } = useTranslation('users');
  const form = useFormik<UserFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: userFormSchema(withRoles),
    onSubmit,
  });
  const errorOf = (field: keyof UserFormValues) => fieldError(form, field, t);

  function toggleRole(role: Role) {
    const roles = form.values.roles.includes(role)
      ? form.values.roles.filter((r) => r !== role)
      : [...form.values.roles, role];
    void form.setFieldValue('roles', roles);
    // The preferred role must stay among the selected roles, otherwise it becomes empty (docs/screens.md#forms).
    if (form.values.preferredRole && !roles.includes(form.values.preferredRole))
      void form.setFieldValue('preferredRole', '');
  }

  return (
    <form className="form user-form card" onSubmit={form.handleSubmit} noValidate>
      <div className="user-form__grid">
        <TextField
          label={t('fields.lastName')}
          name="lastName"
          autoComplete="off"
          required
          value={form.values.lastName}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('lastName')}
        />
        <TextField
          label={t('fields.firstName')}
          name="firstName"
          autoComplete="off"
          required
          value={form.values.firstName}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('firstName')}
        />
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={form.values.email}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('email')}
        />
        <PhoneField
          label={t('fields.telephone')}
          name="telephone"
          required
          value={form.values.phone}
          onChange={(phone) => void form.setFieldValue('phone', phone)}
          onBlur={() => void form.setFieldTouched('phone', true)}
          error={errorOf('phone')}
        />
        <fieldset className="user-form__sex" aria-describedby={errorOf('sex') ? 'sex-error' : undefined}>
          <legend className="field__label">{t('fields.sex')}</legend>
          {(['F', 'M'] as const).map((sex) => (
            <label key={sex} className="checkbox__row">
              <input
                type="radio"
                name="sex"
                value={sex}
                checked={form.values.sex === sex}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
              {t(`fields.sexes.${sex}`)}
            </label>
          ))}
          {errorOf('sex') && (
            <p id="sex-error" className="field__error">
              {errorOf('sex')}
            </p>
          )}
        </fieldset>
        <TimezoneField
          label={t('fields.timezone')}
          name="zone"
          required
          value={form.values.zone}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('zone')}
        />
      </div>
      {withRoles && (
        <RolesSection
          actor={actor}
          held={held}
          selected={form.values.roles}
          preferredRole={form.values.preferredRole}
          error={errorOf('roles')}
          onToggle={toggleRole}
          onRevoke={onRevoke}
          onPreferredRole={(role) => void form.setFieldValue('preferredRole', role)}
        />
      )}
      <div className="user-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={form.isSubmitting} disabled={blocked}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
