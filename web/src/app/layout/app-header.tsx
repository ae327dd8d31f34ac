import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionClaims } from '../../shared/session/jwt-claims.ts';
import { displayName, useProfileQuery } from '../../shared/session/current-profile-api.ts';
import { signOut } from '../../shared/session/session-thunks.ts';
import { useSharedDispatch } from '../../shared/store/shared-state.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeToggle } from '../../shared/ui/theme-toggle.tsx';
import { HeaderShortcuts } from './header-shortcuts.tsx';
import { RoleSwitcher } from './role-switcher.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';

interface AppHeaderProps {
  claims: SessionClaims;
  navExtended: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ claims, navExtended, onToggleNav }: AppHeaderProps) {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  const dispatch = useSharedDispatch();
  const navigate = useNavigate();
  const { data: profile } = useProfileQuery(claims.sub);
  const name = displayName(profile);

  async function logout() {
    await dispatch(signOut());
    await navigate('/', { replace: true });
  }

  return (
    <header className="app-header">
      <IconButton
        icon={navExtended ? 'chevronLeft' : 'menu'}
        label={navExtended ? t('nav.collapse') : t('nav.expand')}
        className="app-header__nav-toggle"
        aria-controls="primary-nav"
        aria-expanded={navExtended}
        onClick={onToggleNav}
      />
      <span className="brand app-header__brand">
        <span className="brand__mark" aria-hidden="true">
          T
        </span>
        <span className="brand__name">{tc('appName')}</span>
      </span>
      <HeaderShortcuts role={claims.role} sub={claims.sub} />
      <div className="app-header__spacer" />
      <div className="app-header__tools">
        <RoleSwitcher role={claims.role} authorities={claims.authorities} />
        <LanguageSwitch />
        <ThemeToggle />
        {name && (
          <span className="app-header__user" title={name}>
            {name}
          </span>
        )}
        <IconButton icon="logout" label={t('header.logout')} onClick={() => void logout()} />
      </div>
    </header>
  );
}
