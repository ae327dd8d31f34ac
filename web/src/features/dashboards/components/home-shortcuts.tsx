import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionClaims } from '../../../shared/session/jwt-claims.ts';
import { navEntriesFor, shortcutsFor } from '../../../shared/routing/role-navigation.ts';
import { useRouteRegistry } from '../../../shared/routing/route-registry-context.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useOwnPlaces } from '../../../shared/session/own-places-api.ts';

/** The role's own shortcuts; roles without personal shortcuts get their main pages (other than home) instead. */
export function HomeShortcuts({ claims, homePath }: { claims: SessionClaims; homePath: string }) {
  const { t } = useTranslation();
  const registry = useRouteRegistry();
  const own = shortcutsFor(registry, claims.role, claims.sub, useOwnPlaces(claims));
  const links =
    own.length > 0
      ? own
      : navEntriesFor(registry, claims.role, 'primary').filter((item) => item.path !== homePath);
  return (
    <ul className="shortcut-grid">
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.path} className="shortcut-card">
            <Icon name={link.icon} size={24} />
            <span>{t(link.label)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
