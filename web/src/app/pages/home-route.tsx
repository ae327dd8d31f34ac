import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePage } from '../../features/dashboards/pages/home-page.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { navItemsFor } from '../layout/nav-items.ts';
import { shortcutsFor } from '../layout/role-shortcuts.ts';
import '../i18n/app-texts.ts';

/** Home with the role's shortcuts; roles without personal shortcuts get their main pages instead. */
export function HomeRoute() {
  const { t } = useTranslation('app');
  const { claims } = useSession();
  if (!claims) return null;
  const own = shortcutsFor(claims.role, claims.sub);
  const links = own.length > 0 ? own : navItemsFor(claims.role).filter((item) => item.path !== '/app/home');
  return (
    <HomePage
      shortcuts={
        <ul className="shortcut-grid">
          {links.map((link) => (
            <li key={link.path}>
              <Link to={link.path} className="shortcut-card">
                <Icon name={link.icon} size={24} />
                <span>{t(link.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
