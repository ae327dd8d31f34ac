import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isRole, ROLE_LABELS, type Role } from '@teleplan/proto/roles';
import { useSwitchRoleMutation } from '../../shared/session/session-api.ts';
import { useToast } from '../../shared/toast/use-toast.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { errorText } from '../../shared/messages/error-text.ts';

/** The role dropdown appears when the user holds more than 2 authorities (docs/screens.md#routes). */
export const ROLE_SWITCH_MIN_AUTHORITIES = 3;

export function RoleSwitcher({ role, authorities }: { role: Role; authorities: readonly Role[] }) {
  const { t } = useTranslation('app');
  const id = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const [switchRole, { isLoading }] = useSwitchRoleMutation();
  const language = currentLanguage();

  if (authorities.length < ROLE_SWITCH_MIN_AUTHORITIES) {
    const label = ROLE_LABELS[language][role];
    return (
      <span className="role-badge app-header__role" title={label}>
        {label}
      </span>
    );
  }
  const choices = authorities.filter((r) => r !== 'PATIENT');

  async function change(value: string) {
    if (!isRole(value) || value === role) return;
    try {
      await switchRole(value).unwrap();
      toast.success(t('header.roleSwitched', { role: ROLE_LABELS[currentLanguage()][value] }));
      await navigate('/app/home');
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <div className="role-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('header.role')}
      </label>
      <select id={id} value={role} disabled={isLoading} onChange={(e) => void change(e.target.value)}>
        {choices.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[language][r]}
          </option>
        ))}
      </select>
    </div>
  );
}
