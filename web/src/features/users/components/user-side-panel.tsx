import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompositeProfile } from '@teleplan/proto/accounts';
import { formatPhone } from '../../../shared/format/phone.ts';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { UI_NS } from '../../../shared/ui/ui-texts.ts';
import { AccountStatus } from './account-status.tsx';
import { RoleBadges } from './role-badges.tsx';
import { fullNameOf, shownRoles } from './user-labels.ts';

interface UserSidePanelProps {
  user: CompositeProfile | null;
  /** SUPER_ADMIN and ADMIN see the disable icon (spec section 6). */
  canDisable: boolean;
  onClose: () => void;
  /** Asks to disable an enabled account or to mail a new activation link to a disabled one. */
  onToggle: (user: CompositeProfile) => void;
}

/** One user at a glance: status, roles, contact details with mailto and copy, time zone. */
export function UserSidePanel({ user, canDisable, onClose, onToggle }: UserSidePanelProps) {
  const { t } = useTranslation('users');
  const { t: ui } = useTranslation(UI_NS);
  if (!user) return null;
  const copyTexts = (what: string) => ({
    label: ui('copy', { what: what.toLowerCase() }),
    copied: ui('copied', { what }),
    failed: ui('copyFailed'),
  });
  const enabled = user.account?.enabled ?? false;
  const name = fullNameOf(user);
  const email = user.profile.email;
  const phone = formatPhone(user.profile.telephoneNumber);
  return (
    <SidePanel open title={name} onClose={onClose}>
      <div className="user-panel__status">
        <AccountStatus enabled={enabled} label={t(enabled ? 'panel.active' : 'panel.inactive')} />
        {!enabled && (
          <button
            type="button"
            className="icon-button"
            onClick={() => onToggle(user)}
            aria-label={t('panel.resend')}
            title={t('panel.resend')}
          >
            <Icon name="mail" />
          </button>
        )}
        {enabled && canDisable && (
          <button
            type="button"
            className="icon-button icon-button--danger"
            onClick={() => onToggle(user)}
            aria-label={t('panel.disable')}
            title={t('panel.disable')}
          >
            <Icon name="ban" />
          </button>
        )}
        <Link className="btn btn--secondary user-panel__edit" to={`/app/users/${user.profile.id}`}>
          <Icon name="pencil" size={18} />
          {t('panel.edit')}
        </Link>
      </div>
      <dl className="user-panel__facts">
        <dt>{t('panel.roles')}</dt>
        <dd>
          <RoleBadges roles={shownRoles(user)} />
        </dd>
        <dt>{t('panel.fullName')}</dt>
        <dd>{name}</dd>
        <dt>{t('panel.email')}</dt>
        <dd className="user-panel__contact">
          {email ? (
            <>
              <a href={`mailto:${email}`} aria-label={t('panel.writeTo', { email })}>
                {email}
              </a>
              <CopyButton value={email} {...copyTexts(t('panel.email'))} />
            </>
          ) : (
            t('panel.none')
          )}
        </dd>
        <dt>{t('panel.phone')}</dt>
        <dd className="user-panel__contact">
          {phone ? (
            <>
              <span>{phone}</span>
              <CopyButton value={phone} {...copyTexts(t('panel.phone'))} />
            </>
          ) : (
            t('panel.none')
          )}
        </dd>
        <dt>{t('panel.timezone')}</dt>
        <dd>{user.profile.zone}</dd>
      </dl>
    </SidePanel>
  );
}
