import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { Spinner } from './spinner.tsx';
import { UI_NS } from './ui-texts.ts';
import './paged-table.css';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Left out of narrow screens (the reduced column set below 540 px). */
  wideOnly?: boolean;
  className?: string;
}

/** What the server answered for the page shown (Spring-style page numbers from 0). */
export interface TablePage<Row> {
  rows: readonly Row[];
  number: number;
  totalPages: number;
  totalElements: number;
}

interface PagedTableProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  page: TablePage<Row> | undefined;
  loading: boolean;
  /** Fetching another page while the previous one is still shown. */
  refreshing?: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/**
 * A table whose rows the server pages: loading, error (with retry) and empty ('Aucun résultat') states, a
 * pager, and columns marked `wideOnly` hidden on phones.
 */
export function PagedTable<Row>({
  caption,
  columns,
  rowKey,
  page,
  loading,
  refreshing = false,
  failed,
  onRetry,
  onPage,
}: PagedTableProps<Row>) {
  const { t } = useTranslation(UI_NS);
  if (failed)
    return (
      <div className="paged-table__state notice notice--error" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="btn btn--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  if (loading || !page)
    return (
      <div className="paged-table__state">
        <Spinner />
      </div>
    );
  if (page.rows.length === 0)
    return (
      <p className="paged-table__state paged-table__empty" role="status">
        {t('noResult')}
      </p>
    );
  const pages = Math.max(page.totalPages, 1);
  const cellClass = (column: TableColumn<Row>) =>
    [column.wideOnly ? 'paged-table__wide' : '', column.className].filter(Boolean).join(' ') || undefined;
  return (
    <div className="paged-table" aria-busy={refreshing || undefined}>
      <div className="paged-table__scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="paged-table__pager" aria-label={caption}>
        <span className="paged-table__total">{t('total', { count: page.totalElements })}</span>
        <button
          type="button"
          className="icon-button"
          onClick={() => onPage(page.number - 1)}
          disabled={page.number <= 0}
          aria-label={t('previousPage')}
          title={t('previousPage')}
        >
          <Icon name="chevronLeft" />
        </button>
        <span aria-live="polite">{t('pageOf', { page: page.number + 1, pages })}</span>
        <button
          type="button"
          className="icon-button"
          onClick={() => onPage(page.number + 1)}
          disabled={page.number + 1 >= pages}
          aria-label={t('nextPage')}
          title={t('nextPage')}
        >
          <Icon name="chevronRight" />
        </button>
      </nav>
    </div>
  );
}
