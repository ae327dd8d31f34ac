import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorStatus } from '../../../shared/api/error-status.ts';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useAuditHistoryQuery, type AuditHistorySubject } from '../api/logger-api.ts';
import { useAuditDescriber } from '../hooks/use-audit-describer.ts';
import { useCatchUpPolling } from '../hooks/use-catch-up-polling.ts';
import { AUDIT_NS } from '../i18n/audit-texts.ts';
import '../logger.css';

interface AuditHistorySectionProps {
  subject: AuditHistorySubject;
  id: string;
  /** The viewer's zone: dates and the times in changes are shown in it. */
  zone: string;
  /** Names the page already knows (the room, the doctor), by id: changes show them instead of ids. */
  names?: Readonly<Record<string, string>>;
  /** The subject's last update: when it changes, the open history catches up with the entry it brings. */
  revision?: string;
}

/**
 * 'Historique' of an appointment or a person (docs/logs-and-audit.md): collapsed at first, asked for when opened,
 * oldest first. Whoever may not read it (403) does not see the section at all.
 */
export function AuditHistorySection({ subject, id, zone, names, revision }: AuditHistorySectionProps) {
  const { t } = useTranslation(AUDIT_NS);
  const failure = useErrorText();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const pollingInterval = useCatchUpPolling(revision);
  const history = useAuditHistoryQuery({ subject, id }, { skip: !open, pollingInterval });
  const describe = useAuditDescriber(zone, names);
  if (history.isError && errorStatus(history.error) === 403) return null;

  let body;
  if (history.isLoading) body = <Spinner label={t('history.loading')} />;
  else if (history.isError)
    body = (
      <div className="notice notice--error" role="alert">
        <p>{t('history.failed', { reason: failure(history.error) })}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  else if (history.data?.length === 0) body = <p className="audit-history__empty">{t('history.empty')}</p>;
  else
    body = (
      <ol className="audit-history__list">
        {history.data?.map((entry) => {
          const described = describe(entry);
          return (
            <li key={entry.id} className="audit-history__entry">
              <p className="audit-history__line">
                <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, zone)}</time>{' '}
                <strong>{described.what}</strong> {t('history.by', { who: described.who })}
              </p>
              {described.changes.length > 0 && (
                <ul className="audit-changes">
                  {described.changes.map((change) => (
                    <li key={change.field}>{change.line}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    );

  return (
    <section className="audit-history">
      <h3 className="audit-history__title">
        <button
          type="button"
          className="audit-history__toggle"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <Icon name="chevronRight" size={18} />
          {t('history.title')}
        </button>
      </h3>
      {open && (
        <div id={regionId} className="audit-history__body">
          {body}
        </div>
      )}
    </section>
  );
}
