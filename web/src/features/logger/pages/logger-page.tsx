import { useTranslation } from 'react-i18next';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { AuditTab } from '../components/audit-tab.tsx';
import { LoggerTabs, panelId, tabId } from '../components/logger-tabs.tsx';
import { LogsTab } from '../components/logs-tab.tsx';
import { useLoggerAddress } from '../hooks/use-logger-address.ts';
import '../logger.css';

const today = () => new Date();

/** '/app/logger' (SUPER_ADMIN, ADMIN): the platform's log lines and the audit trail, in two tabs. */
export function LoggerPage() {
  const { t } = useTranslation('logger');
  const { claims } = useSession();
  const zone = useProfileQuery(claims?.sub ?? '', { skip: !claims }).data?.zone ?? DEFAULT_ZONE;
  const address = useLoggerAddress();
  const { tab } = address;
  return (
    <section className="page logger-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{t('title')}</h1>
      </header>
      <LoggerTabs active={tab} onChange={address.setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'logs' ? (
          <LogsTab
            filter={address.logFilter}
            page={address.page}
            zone={zone}
            onFilterChange={address.setLogFilter}
            onPageChange={address.setPage}
          />
        ) : (
          <AuditTab
            filter={address.auditFilter}
            page={address.page}
            zone={zone}
            now={today}
            onFilterChange={address.setAuditFilter}
            onPageChange={address.setPage}
          />
        )}
      </div>
    </section>
  );
}
