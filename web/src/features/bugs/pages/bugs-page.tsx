import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useBugIssuesQuery, useTrackerSettingsQuery } from '../api/bugs-api.ts';
import { BugIssuePanel } from '../components/bug-issue-panel.tsx';
import { BugIssuesTable } from '../components/bug-issues-table.tsx';
import { TrackerSettingsForm } from '../components/tracker-settings-form.tsx';
import '../bugs.css';

/** A failure with a messageCode text and a retry. */
function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('bugs');
  return (
    <div className="notice notice--error" role="alert">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * '/app/bugs' (SUPER_ADMIN): the issues of the configured MantisBT-compatible tracker, read through the server,
 * and the tracker's settings. No tracker yet: the page says so and shows the settings.
 */
export function BugsPage() {
  const { t } = useTranslation('bugs');
  const failure = useErrorText();
  const { claims } = useSession();
  const zone = useProfileQuery(claims?.sub ?? '', { skip: !claims }).data?.zone ?? DEFAULT_ZONE;
  const settings = useTrackerSettingsQuery(undefined);
  const configured = Boolean(settings.data?.url && settings.data.projectId && settings.data.tokenSet);
  const [page, setPage] = useState(1);
  const issues = useBugIssuesQuery(page, { skip: !configured });
  const [opened, setOpened] = useState<number | null>(null);
  const [showSettings, setShowSettings] = useState(false);
  const notConfigured =
    settings.isSuccess &&
    (!configured || errorMessageCode(issues.error) === MessageCodes.logger.trackerNotConfigured);

  let content;
  if (settings.isLoading) content = <Spinner />;
  else if (settings.isError)
    content = (
      <Failure
        text={t('failed', { reason: failure(settings.error) })}
        onRetry={() => void settings.refetch()}
      />
    );
  else if (notConfigured) content = <p className="notice notice--warning">{t('notConfigured')}</p>;
  else if (issues.isLoading) content = <Spinner />;
  else if (issues.isError)
    content = (
      <Failure text={t('failed', { reason: failure(issues.error) })} onRetry={() => void issues.refetch()} />
    );
  else if (issues.data)
    content = (
      <BugIssuesTable
        issues={issues.data.issues}
        page={page}
        zone={zone}
        onOpen={setOpened}
        onPageChange={setPage}
      />
    );

  return (
    <section className="page bugs-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{t('title')}</h1>
        {configured && (
          <div className="page-header__actions">
            <Button
              variant="secondary"
              aria-expanded={showSettings}
              aria-controls="tracker-settings"
              onClick={() => setShowSettings(!showSettings)}
            >
              <Icon name="settings" size={18} />
              {t('settings.show')}
            </Button>
          </div>
        )}
      </header>
      {content}
      {settings.isSuccess && (notConfigured || showSettings) && (
        <div id="tracker-settings">
          <TrackerSettingsForm settings={settings.data} />
        </div>
      )}
      {opened !== null && <BugIssuePanel id={opened} zone={zone} onClose={() => setOpened(null)} />}
    </section>
  );
}
