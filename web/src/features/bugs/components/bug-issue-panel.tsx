import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useBugIssueQuery } from '../api/bugs-api.ts';
import { BugAttachments } from './bug-attachments.tsx';

interface BugIssuePanelProps {
  id: number;
  zone: string;
  onClose: () => void;
}

/** One issue read from the tracker: its fields, description, attachments and notes (read only). */
export function BugIssuePanel({ id, zone, onClose }: BugIssuePanelProps) {
  const { t } = useTranslation('bugs');
  const failure = useErrorText();
  const issue = useBugIssueQuery(id);
  const data = issue.data;
  return (
    <SidePanel open title={t('detail.title', { id })} onClose={onClose}>
      {issue.isLoading && <Spinner label={t('detail.loading')} />}
      {issue.isError && (
        <p className="notice notice--error" role="alert">
          {t('detail.failed', { reason: failure(issue.error) })}
        </p>
      )}
      {data && (
        <div className="bug-detail">
          <dl className="contact-facts">
            <dt>{t('detail.summary')}</dt>
            <dd>{data.summary}</dd>
            <dt>{t('detail.category')}</dt>
            <dd>{data.category}</dd>
            <dt>{t('detail.createdAt')}</dt>
            <dd>{formatDateTime(data.createdAt, zone)}</dd>
            <dt>{t('detail.status')}</dt>
            <dd>{data.status.label}</dd>
            <dt>{t('detail.resolution')}</dt>
            <dd>{data.resolution.label}</dd>
            <dt>{t('detail.severity')}</dt>
            <dd>{data.severity.label}</dd>
            <dt>{t('detail.priority')}</dt>
            <dd>{data.priority.label}</dd>
            <dt>{t('detail.reproducibility')}</dt>
            <dd>{data.reproducibility.label}</dd>
          </dl>
          <h3>{t('detail.description')}</h3>
          <p className="bug-detail__text">{data.description}</p>
          <h3>{t('detail.attachments')}</h3>
          <BugAttachments attachments={data.attachments} />
          <h3>{t('detail.notes')}</h3>
          {data.notes.length === 0 ? (
            <p className="bug-detail__none">{t('detail.noNote')}</p>
          ) : (
            <ul className="bug-notes">
              {data.notes.map((note) => (
                <li key={note.id} className="bug-note card">
                  <p className="bug-note__by">
                    {t('detail.noteBy', {
                      reporter: note.reporter,
                      date: formatDateTime(note.createdAt, zone),
                    })}
                  </p>
                  <p className="bug-detail__text">{note.text}</p>
                  {note.attachments.length > 0 && <BugAttachments attachments={note.attachments} />}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </SidePanel>
  );
}
