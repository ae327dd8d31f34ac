import { DateTime } from 'luxon';
import type { EChartsCoreOption } from 'echarts/core';
import type { AppointmentCategory, CategorySeries } from '@teleplan/proto/indicators';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import type { Language } from '../../../shared/i18n/i18n.ts';
import type { ChartTable } from './chart-table.ts';

/** One colour per category on every chart, mid-tones that read on the light and the dark card alike. */
export const CATEGORY_COLOURS: Record<AppointmentCategory, string> = {
  TOTAL: '#3b82f6',
  PROCEEDED: '#22a05a',
  FUTURE: '#e69f00',
  CANCELED: '#d64545',
  ABSENT: '#9467bd',
  UNPAID: '#a07a3c',
  NO_TREATING_DOCTOR: '#17a2b8',
  TREATING_DOCTOR_NOT_AVAILABLE: '#8f9a1f',
  C15: '#d45fae',
};

/** The series of the wanted categories, in the order asked for (absent ones skipped). */
export function pickSeries(data: readonly CategorySeries[], categories: readonly AppointmentCategory[]) {
  return categories.flatMap((category) => data.filter((series) => series.category === category));
}

/** Every date of the series, in order. */
function datesOf(series: readonly CategorySeries[]): string[] {
  return [...new Set(series.flatMap((one) => one.points.map((point) => point.date)))].sort();
}

/**
 * The points are local dates of the query's zone and are drawn on their own day. The specification's "chart dates
 * shifted back one day" made up for dates sent as UTC instants of the next midnight; a LocalDate has nothing to
 * make up for (docs/statistics.md).
 */
const dateOf = (date: string, language: Language) => DateTime.fromISO(date).setLocale(DATE_LOCALES[language]);

export const isEmptySeries = (series: readonly CategorySeries[]) =>
  series.every((one) => one.points.every((point) => point.count === 0));

/** Dates down, one column per category. */
export function categorySeriesTable(
  series: readonly CategorySeries[],
  labelOf: (category: AppointmentCategory) => string,
  dateColumn: string,
  language: Language,
): ChartTable {
  return {
    columns: [dateColumn, ...series.map((one) => labelOf(one.category))],
    rows: datesOf(series).map((date) => ({
      heading: dateOf(date, language).toLocaleString(DateTime.DATE_SHORT),
      values: series.map((one) => one.points.find((point) => point.date === date)?.count ?? null),
    })),
  };
}

/** Lines or bars per category over the days. */
export function categorySeriesOption(
  series: readonly CategorySeries[],
  type: 'line' | 'bar',
  labelOf: (category: AppointmentCategory) => string,
  language: Language,
): EChartsCoreOption {
  const dates = datesOf(series);
  // Counts as the language writes them ('1 234' in French; ECharts alone would write '1,234').
  const count = new Intl.NumberFormat(DATE_LOCALES[language]);
  const countText = (value: number) => count.format(value);
  return {
    tooltip: { trigger: 'axis', valueFormatter: countText },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: dates.map((date) => dateOf(date, language).toFormat('dd/MM')),
      boundaryGap: type === 'bar',
    },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: countText } },
    series: series.map((one) => ({
      type,
      name: labelOf(one.category),
      color: CATEGORY_COLOURS[one.category],
      showSymbol: dates.length <= 31,
      data: dates.map((date) => one.points.find((point) => point.date === date)?.count ?? 0),
    })),
  };
}
