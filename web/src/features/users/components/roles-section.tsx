import { useTranslation } from 'react-i18next';
import { grantableRoles, STAFF_ROLES, type Role } from '@teleplan/proto/roles';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roleLabel } from './user-labels.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';

interface RolesSectionProps {
  /** The connected role: it decides which roles show (only SUPER_ADMIN sees ADMIN). */
  actor: Role;
  /** Roles the account holds already (none on creation): ticked for good, revoked only with the cross. */
  held: readonly Role[];
  selected: readonly Role[];
  preferredRole: Role | '';
  error?: string;
  onToggle: (role: Role) => void;
  onRevoke: (role: Role) => void;
  onPreferredRole: (role: Role | '') => void;
}

/**
 * The roles the connected role may grant, as checkboxes; a held role cannot be unticked, only revoked through
 * its cross (after a confirmation the caller asks). The preferred role is chosen among the selected roles.
 */
export function RolesSection({
  actor,
  held,
  selected,
  preferredRole,
  error,
  onToggle,
  onRevoke,
  onPreferredRole,
}: RolesSectionProps) {
  const { t } = useTranslation('users');
  const language = currentLanguage();
  const grantable = grantableRoles(actor);
  const options = STAFF_ROLES.filter((role) => grantable.includes(role));
  const preferredOptions = STAFF_ROLES.filter((role) => selected.includes(role));
  return (
    <fieldset className="roles-section" aria-describedby={error ? 'roles-error' : undefined}>
      <legend>{t('fields.roles')}</legend>
      <ul className="roles-section__list">
        {options.map((role) => {
          const isHeld = held.includes(role);
          const label = roleLabel(role, language);
          return (
            <li key={role} className="roles-section__item">
              <label className="checkbox__row">
                <input
                  type="checkbox"
                  name="roles"
                  value={role}
                  checked={selected.includes(role)}
                  disabled={isHeld}
                  onChange={() => onToggle(role)}
                />
                {label}
              </label>
              {isHeld && (
                <IconButton
                  icon="cross"
                  size={16}
                  label={t('roles.revoke', { role: label })}
                  className="icon-button--danger"
                  onClick={() => onRevoke(role)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="roles-error" className="field__error">
          {error}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="preferred-role">
          {t('fields.preferredRole')}
        </label>
        <select
          id="preferred-role"
          value={preferredRole}
          onChange={(event) => onPreferredRole(event.target.value as Role | '')}
        >
          <option value="">{t('fields.noPreferredRole')}</option>
          {preferredOptions.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role, language)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
