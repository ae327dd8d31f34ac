import type { Language } from '../../../shared/i18n/i18n.ts';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';

/**
 * A chart's data as a table: the accessible view of the chart and the content of its CSV. Each row is headed
 * (a date, an hour, a criterion) and holds one number per column after the first; null where there is none.
 */
export interface ChartTable {
  /** Column headings; the first one heads the rows' headings. */
  columns: string[];
  rows: { heading: string; values: (number | null)[] }[];
  /** How the table view writes a value ('45 %'); the CSV keeps the bare number. */
  valueText?: (value: number) => string;
}

const SEPARATOR = ';';

/** A number as the language writes it in a table ('3,25' in French), without grouping so a spreadsheet reads it. */
export function tableNumber(value: number | null, language: Language): string {
  if (value === null) return '';
  return new Intl.NumberFormat(DATE_LOCALES[language], {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}

function csvCell(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The table as CSV, as the platform's exports write it (`;` between cells, CRLF records, decimals in the
 * language's form) so French spreadsheet programs open it as they open the appointments export.
 */
export function tableCsv(table: ChartTable, language: Language): string {
  const records = [
    table.columns,
    ...table.rows.map((row) => [row.heading, ...row.values.map((value) => tableNumber(value, language))]),
  ];
  return records.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** 'Évolution des rendez-vous' → 'evolution-des-rendez-vous.csv'. */
export function csvFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'donnees'}.csv`;
}
