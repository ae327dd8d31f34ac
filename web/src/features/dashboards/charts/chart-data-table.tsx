import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { tableNumber, type ChartTable } from './chart-table.ts';

/** The table view of a chart: captioned with the chart's title, scrolled sideways on a phone. */
export function ChartDataTable({
  title,
  table,
  maxHeight,
}: {
  title: string;
  table: ChartTable;
  maxHeight: number;
}) {
  useTranslation();
  const language = currentLanguage();
  return (
    <div
      className="table-scroll chart-card__table"
      style={{ maxHeight }}
      role="region"
      aria-label={title}
      tabIndex={0}
    >
      <table className="data-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.heading}>
              <th scope="row">{row.heading}</th>
              {row.values.map((value, index) => (
                <td key={table.columns[index + 1]} className="chart-card__number">
                  {value === null ? '—' : (table.valueText?.(value) ?? tableNumber(value, language))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
