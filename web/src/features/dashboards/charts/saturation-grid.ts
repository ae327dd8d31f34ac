import { Info } from 'luxon';
import type { EChartsCoreOption } from 'echarts/core';
import { SATURATION_BANDS, SATURATION_HEATMAP_HOURS, type SaturationCell } from '@teleplan/proto/indicators';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import type { Language } from '../../../shared/i18n/i18n.ts';
import type { ChartTable } from './chart-table.ts';

export type SaturationBand = 'low' | 'medium' | 'high';
export const SATURATION_BAND_ORDER: readonly SaturationBand[] = ['low', 'medium', 'high'];

/** Green, orange, red, light enough for the dark text written in the cells, on both themes. */
export const SATURATION_COLOURS: Record<SaturationBand, string> = {
  low: '#8fd19e',
  medium: '#f5b971',
  high: '#ef8a8a',
};
const CELL_TEXT = '#1b1f24';

const HOURS = Array.from(
  { length: SATURATION_HEATMAP_HOURS.last - SATURATION_HEATMAP_HOURS.first + 1 },
  (_, index) => SATURATION_HEATMAP_HOURS.first + index,
);
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A level (0-1) as the heatmap shows it: a whole percent. */
export const percentOf = (level: number) => Math.round(level * 100);

/**
 * The colour bands on the shown percent (below 50 green, 50 to below 80 orange, 80 and more red): taken from the
 * rounded percent, so a cell reading "50 %" is never green.
 */
const BAND_PIECES = [
  { band: 'low', lt: SATURATION_BANDS.orangeFrom * 100 },
  { band: 'medium', gte: SATURATION_BANDS.orangeFrom * 100, lt: SATURATION_BANDS.redFrom * 100 },
  { band: 'high', gte: SATURATION_BANDS.redFrom * 100 },
] as const;

/** Percents by hour (07:00 to 19:00, rows) and ISO weekday (Monday first, columns); null for a missing cell. */
export function saturationGrid(cells: readonly SaturationCell[]): (number | null)[][] {
  const byKey = new Map(cells.map((cell) => [`${cell.interval.dayOfWeek}-${cell.interval.start}`, cell]));
  return HOURS.map((hour) =>
    DAYS.map((day) => {
      const cell = byKey.get(`${day}-${hour}`);
      return cell ? percentOf(cell.saturationLevel) : null;
    }),
  );
}

/** Nothing booked in the shown hours: the heatmap says so instead of a grid of zeros. */
export const isEmptySaturation = (grid: (number | null)[][]) => grid.flat().every((percent) => !percent);

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const weekdays = (length: 'short' | 'long', language: Language) =>
  Info.weekdays(length, { locale: DATE_LOCALES[language] });

/** Hours down, days across, percents in the cells. */
export function saturationTable(
  grid: (number | null)[][],
  hourColumn: string,
  percentText: (percent: number) => string,
  language: Language,
): ChartTable {
  return {
    columns: [hourColumn, ...weekdays('long', language)],
    rows: grid.map((percents, index) => ({ heading: hourLabel(HOURS[index]!), values: percents })),
    valueText: percentText,
  };
}

/** The heatmap: 07:00 at the top, Monday on the left, each cell coloured by its band and showing its percent. */
export function saturationOption(
  grid: (number | null)[][],
  percentText: (percent: number) => string,
  language: Language,
): EChartsCoreOption {
  return {
    tooltip: { show: false },
    grid: { left: 8, right: 8, top: 8, bottom: 8, containLabel: true },
    // Every day named, on a phone too (ECharts would otherwise skip every other one).
    xAxis: {
      type: 'category',
      data: weekdays('short', language),
      position: 'top',
      axisLabel: { interval: 0 },
    },
    yAxis: { type: 'category', data: HOURS.map(hourLabel), inverse: true },
    visualMap: {
      type: 'piecewise',
      show: false,
      dimension: 2,
      pieces: BAND_PIECES.map(({ band, ...bounds }) => ({ ...bounds, color: SATURATION_COLOURS[band] })),
    },
    series: [
      {
        type: 'heatmap',
        label: {
          show: true,
          color: CELL_TEXT,
          // '100 %' fits a cell of a 390 px wide phone.
          fontSize: 11,
          formatter: ({ value }: { value: number[] }) => percentText(value[2]!),
        },
        itemStyle: { borderColor: 'rgba(128, 128, 128, 0.35)', borderWidth: 1 },
        data: grid.flatMap((percents, row) =>
          percents.flatMap((percent, column) => (percent === null ? [] : [[column, row, percent]])),
        ),
      },
    ],
  };
}
