import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { LiveFeedProvider } from '../../features/live/live-feed-provider.tsx';
import { PinnedAgendaFrame } from '../../shared/schedule/pinned-agenda-frame.tsx';
import { useSession } from '../../shared/session/use-session.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { entriesOf } from '../routes/entry-handle.ts';
import { AppHeader } from './app-header.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { useNavExtended } from './use-nav-extended.ts';

/**
 * The signed-in frame: skip link, header, primary navigation, then the page, with the live feed while it shows.
 * A full-screen page (the booking portal) gets the live feed alone.
 */
export function AppLayout() {
  const { t } = useTranslation('app');
  const { claims } = useSession();
  const [navExtended, toggleNav] = useNavExtended();
  const fullScreen = entriesOf(useMatches().map((match) => match.handle)).some((entry) => entry.fullScreen);
  if (!claims) return null;
  const page = (
    // A lazily loaded page waits inside the frame, which stays in place.
    <LiveFeedProvider>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </LiveFeedProvider>
  );
  if (fullScreen)
    return (
      <main id="main" className="app-main app-main--full-screen" tabIndex={-1}>
        {page}
      </main>
    );
  return (
    <div className={`app-shell${navExtended ? ' app-shell--nav-extended' : ''}`}>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Focus the page without writing '#main' into the URL.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipLink')}
      </a>
      <AppHeader claims={claims} navExtended={navExtended} onToggleNav={toggleNav} />
      <PrimaryNav role={claims.role} extended={navExtended} />
      <main id="main" className="app-main" tabIndex={-1}>
        {page}
      </main>
      <PinnedAgendaFrame />
    </div>
  );
}
