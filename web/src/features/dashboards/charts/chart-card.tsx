import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { saveCsv } from '../../../shared/ui/csv-download.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { ChartDataTable } from './chart-data-table.tsx';
import { csvFileName, tableCsv, type ChartTable } from './chart-table.ts';
import { CHARTS_NS } from './chart-texts.ts';
import { ChartViewToggle, type ChartView } from './chart-view-toggle.tsx';
import './charts.css';

/** The dashboards' chart height (docs/statistics.md): with its title and tools, a card stands about 450 px. */
export const CHART_HEIGHT = 380;

export interface ChartCardProps {
  title: string;
  isLoading: boolean;
  /** A failed call: its messageCode's text is shown, with a retry when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  /** Nothing to show for the period. */
  isEmpty: boolean;
  /** The same data as the chart: given, the card offers the chart/table toggle and the CSV download. */
  table?: ChartTable;
  /** Height of the chart; the table view scrolls within it. */
  height?: number;
  /** Shown above the chart and the table (a total, a legend). */
  summary?: ReactNode;
  /** The chart (or, for counters, the figures). */
  children: ReactNode;
}

/**
 * A dashboard card: an h3 title, then the loading, failed or empty state, or the content. With a table, a
 * "Graphique / Tableau" toggle shows the chart or its data as a table, and "Télécharger (CSV)" saves that data.
 */
export function ChartCard({
  title,
  isLoading,
  error,
  onRetry,
  isEmpty,
  table,
  height = CHART_HEIGHT,
  summary,
  children,
}: ChartCardProps) {
  const { t } = useTranslation(CHARTS_NS);
  const messageOf = useErrorText();
  const titleId = useId();
  const [view, setView] = useState<ChartView>('chart');
  const failed = error !== undefined && error !== null;
  const ready = !isLoading && !failed && !isEmpty;

  return (
    <section className="card chart-card" aria-labelledby={titleId}>
      <header className="chart-card__head">
        <h3 id={titleId}>{title}</h3>
        {ready && table && (
          <div className="chart-card__tools">
            <ChartViewToggle view={view} onChange={setView} />
            <Button
              variant="ghost"
              onClick={() => saveCsv(csvFileName(title), tableCsv(table, currentLanguage()))}
            >
              {t('download')}
            </Button>
          </div>
        )}
      </header>
      <div className="chart-card__body" style={{ minHeight: table ? height : undefined }}>
        {isLoading ? (
          <div className="chart-card__state">
            <Spinner />
          </div>
        ) : failed ? (
          <div className="chart-card__state">
            <div className="notice notice--error chart-card__error" role="alert">
              <p>{messageOf(error)}</p>
              {onRetry && (
                <Button variant="secondary" onClick={onRetry}>
                  {t('retry')}
                </Button>
              )}
            </div>
          </div>
        ) : isEmpty ? (
          <p className="chart-card__state chart-card__empty">{t('noData')}</p>
        ) : (
          <>
            {summary}
            {table && view === 'table' ? (
              <ChartDataTable title={title} table={table} maxHeight={height} />
            ) : (
              children
            )}
          </>
        )}
      </div>
    </section>
  );
}
