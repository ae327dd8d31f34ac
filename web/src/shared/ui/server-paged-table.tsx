import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { Spinner } from './spinner.tsx';
import { PAGED_TABLE_NS } from './server-paged-table-texts.ts';
import './server-paged-table.css';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  field: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  id: string;
  /** Already translated. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The server's sort field; the header becomes a sort button when set. */
  sortField?: string;
  /** Left out of the reduced layout below 540 px. */
  wideOnly?: boolean;
  /** The cell names its row (a row header for screen readers), as a name column does. */
  rowHeader?: boolean;
  /** Set on the header and on every cell of the column. */
  className?: string;
}

/** A checkbox column first, to pick rows (e.g. whose appointments to export); its labels are translated. */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** Selects the whole page, or clears it when all of it is selected. */
  onTogglePage: () => void;
  rowLabel: (row: Row) => string;
  pageLabel: string;
}

interface ServerPagedTableProps<Row> {
  /** Names the table for screen readers (already translated). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Page number from 0, as the server counts. */
  page: number;
  totalPages: number;
  totalElements: number;
  onPageChange: (page: number) => void;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  onRetry?: () => void;
  /** Marks rows as selected (aria-selected). */
  isSelected?: (row: Row) => boolean;
  /** Adds the checkbox column. */
  selection?: RowSelection<Row>;
}

const cellClass = <Row,>(column: TableColumn<Row>) =>
  [column.wideOnly ? 'paged-table__wide-only' : '', column.className].filter(Boolean).join(' ') || undefined;

function ariaSort(sort: TableSort | null | undefined, field: string | undefined) {
  if (!field || sort?.field !== field) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function selectionColumn<Row>(selection: RowSelection<Row>, rows: readonly Row[]): TableColumn<Row> {
  return {
    id: 'select',
    className: 'paged-table__select',
    header: (
      <input
        type="checkbox"
        aria-label={selection.pageLabel}
        checked={rows.length > 0 && rows.every(selection.isSelected)}
        onChange={selection.onTogglePage}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={selection.rowLabel(row)}
        checked={selection.isSelected(row)}
        onChange={() => selection.onToggle(row)}
      />
    ),
  };
}

/** A table whose paging and sorting happen on the server: it shows one page and asks for others. */
export function ServerPagedTable<Row>(props: ServerPagedTableProps<Row>) {
  const { t } = useTranslation(PAGED_TABLE_NS);
  const { rows, sort, onSortChange, selection } = props;
  const isSelected = selection?.isSelected ?? props.isSelected;
  const columns = selection ? [selectionColumn(selection, rows ?? []), ...props.columns] : props.columns;

  function toggleSort(field: string) {
    const direction: SortDirection = sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ field, direction });
  }

  let body: ReactNode;
  if (props.isLoading) {
    body = <Spinner />;
  } else if (props.isError) {
    body = (
      <div className="notice notice--error paged-table__state" role="alert">
        <p>{t('loadFailed')}</p>
        {props.onRetry && (
          <Button variant="secondary" onClick={props.onRetry}>
            {t('retry')}
          </Button>
        )}
      </div>
    );
  } else if (!rows || rows.length === 0) {
    body = (
      <p className="paged-table__state paged-table__empty" role="status">
        {t('noResult')}
      </p>
    );
  }

  return (
    <div className="paged-table" aria-busy={props.isFetching || undefined}>
      <div className="paged-table__scroll">
        <table className="paged-table__table">
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort(sort, column.sortField)}
                  className={cellClass(column)}
                >
                  {column.sortField && onSortChange ? (
                    <button
                      type="button"
                      className="paged-table__sort"
                      onClick={() => toggleSort(column.sortField!)}
                    >
                      {column.header}
                      <span aria-hidden="true" className="paged-table__sort-mark">
                        {sort?.field === column.sortField ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {!body && (
            <tbody>
              {rows!.map((row) => (
                <tr key={props.rowKey(row)} aria-selected={isSelected ? isSelected(row) : undefined}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={cellClass(column)}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={cellClass(column)}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {body}
      {!props.isLoading && !props.isError && props.totalElements > 0 && (
        <nav className="paged-table__pager" aria-label={t('pages')}>
          <span className="paged-table__total">{t('total', { count: props.totalElements })}</span>
          <Button
            variant="ghost"
            aria-label={t('previous')}
            disabled={props.page <= 0}
            onClick={() => props.onPageChange(props.page - 1)}
          >
            <Icon name="chevronLeft" />
          </Button>
          <span aria-live="polite">
            {t('pageOf', { page: props.page + 1, pages: Math.max(props.totalPages, 1) })}
          </span>
          <Button
            variant="ghost"
            aria-label={t('next')}
            disabled={props.page + 1 >= props.totalPages}
            onClick={() => props.onPageChange(props.page + 1)}
          >
            <Icon name="chevronRight" />
          </Button>
        </nav>
      )}
    </div>
  );
}
