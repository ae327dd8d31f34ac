import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { ContactFacts } from '../../../shared/ui/contact-facts.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { AccountStatus } from './account-status.tsx';
import { RoleBadges } from './role-badges.tsx';
import { fullNameOf, shownRoles } from './user-labels.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { AuditHistorySection } from '../../logger/index.ts';

interface UserSidePanelProps {
  user: CompositeProfile | null;
  /** SUPER_ADMIN and ADMIN see the disable icon (docs/roles.md#granting-roles). */
  canDisable: boolean;
  onClose: () => void;
  /** Asks to disable an enabled account or to mail a new activation link to a disabled one. */
  onToggle: (user: CompositeProfile) => void;
}

/** One user at a glance: status, roles, contact details with mailto and copy, time zone, history. */
export function UserSidePanel({ user, canDisable, onClose, onToggle }: UserSidePanelProps) {
  const { t } = useTranslation('users');
  const { claims } = useSession();
  const zone = useProfileQuery(claims?.sub ?? '', { skip: !claims }).data?.zone ?? DEFAULT_ZONE;
  if (!user) return null;
  const enabled = user.account?.enabled ?? false;
  const name = fullNameOf(user);
  return (
    <SidePanel open title={name} onClose={onClose}>
      <div className="user-panel__status">
        <AccountStatus enabled={enabled} label={t(enabled ? 'panel.active' : 'panel.inactive')} />
        {!enabled && <IconButton icon="mail" label={t('panel.resend')} onClick={() => onToggle(user)} />}
        {enabled && canDisable && (
          <IconButton
            icon="ban"
            label={t('panel.disable')}
            className="icon-button--danger"
            onClick={() => onToggle(user)}
          />
        )}
        <Link className="btn btn--secondary user-panel__edit" to={`/app/users/${user.profile.id}`}>
          <Icon name="pencil" size={18} />
          {t('panel.edit')}
        </Link>
      </div>
      <dl className="contact-facts">
        <dt>{t('panel.roles')}</dt>
        <dd>
          <RoleBadges roles={shownRoles(user)} />
        </dd>
        <dt>{t('panel.fullName')}</dt>
        <dd>{name}</dd>
        <ContactFacts email={user.profile.email} phone={user.profile.telephoneNumber} />
        <dt>{t('panel.timezone')}</dt>
        <dd>{user.profile.zone}</dd>
      </dl>
      <AuditHistorySection key={user.profile.id} subject="profiles" id={user.profile.id} zone={zone} />
    </SidePanel>
  );
}
