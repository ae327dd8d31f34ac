import type { Role } from '@teleplan/proto/roles';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { roleLabel } from './user-labels.ts';

export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const language = currentLanguage();
  return (
    <ul className="role-badges">
      {roles.map((role) => (
        <li key={role} className="role-badge">
          {roleLabel(role, language)}
        </li>
      ))}
    </ul>
  );
}
