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
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { useBugIssuesQuery, useTrackerSettingsQuery } from '../api/bugs-api.ts';
import { BugIssuePanel } from '../components/bug-issue-panel.tsx';
import { BugIssuesTable } from '../components/bug-issues-table.tsx';
import { TrackerSettingsForm } from '../components/tracker-settings-form.tsx';
import '../bugs.css';

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

  // The settings' failure first: without them the issues are not asked for.
  const failed = settings.isError ? settings : issues;
  const content = notConfigured ? (
    <p className="notice notice--warning">{t('notConfigured')}</p>
  ) : (
    <QueryState
      isLoading={settings.isLoading || issues.isLoading}
      isError={failed.isError}
      isEmpty={false}
      emptyText=""
      errorText={t('failed', { reason: failure(failed.error) })}
      errorAction={
        <Button variant="secondary" onClick={() => void failed.refetch()}>
          {t('retry')}
        </Button>
      }
    >
      {issues.data && (
        <BugIssuesTable
          issues={issues.data.issues}
          page={page}
          zone={zone}
          onOpen={setOpened}
          onPageChange={setPage}
        />
      )}
    </QueryState>
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
