import { useTranslation } from 'react-i18next';
import type { BugIssueSummary } from '@teleplan/proto/logger';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { BUG_PAGE_SIZE } from '../api/bugs-api.ts';
import '../../../shared/ui/server-paged-table.css';

interface BugIssuesTableProps {
  issues: readonly BugIssueSummary[];
  /** From 1, as the tracker counts. */
  page: number;
  zone: string;
  onOpen: (id: number) => void;
  onPageChange: (page: number) => void;
}

/**
 * The tracker's issues, 50 a page. The tracker does not say how many there are: a full page offers the next one.
 */
export function BugIssuesTable({ issues, page, zone, onOpen, onPageChange }: BugIssuesTableProps) {
  const { t } = useTranslation('bugs');
  return (
    <div className="paged-table">
      <div className="paged-table__scroll">
        <table className="paged-table__table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.id')}</th>
              <th scope="col">{t('columns.summary')}</th>
              <th scope="col" className="paged-table__wide-only">
                {t('columns.createdAt')}
              </th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col" className="paged-table__wide-only">
                {t('columns.severity')}
              </th>
            </tr>
          </thead>
          <tbody>
            {issues.map((issue) => (
              <tr key={issue.id}>
                <td>{issue.id}</td>
                <th scope="row">
                  <button
                    type="button"
                    className="bug-table__open"
                    aria-label={t('open', { id: issue.id, summary: issue.summary })}
                    onClick={() => onOpen(issue.id)}
                  >
                    {issue.summary}
                  </button>
                </th>
                <td className="paged-table__wide-only">{formatDateTime(issue.createdAt, zone)}</td>
                <td>{issue.status.label}</td>
                <td className="paged-table__wide-only">{issue.severity.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {issues.length === 0 ? (
        <p className="paged-table__state paged-table__empty" role="status">
          {t('empty')}
        </p>
      ) : null}
      {(page > 1 || issues.length >= BUG_PAGE_SIZE) && (
        <nav className="paged-table__pager" aria-label={t('pages')}>
          <Button
            variant="ghost"
            aria-label={t('previous')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <Icon name="chevronLeft" />
          </Button>
          <span aria-live="polite">{t('pageNumber', { page })}</span>
          <Button
            variant="ghost"
            aria-label={t('next')}
            disabled={issues.length < BUG_PAGE_SIZE}
            onClick={() => onPageChange(page + 1)}
          >
            <Icon name="chevronRight" />
          </Button>
        </nav>
      )}
    </div>
  );
}
