import { DateTime } from 'luxon';
import type { EChartsCoreOption } from 'echarts/core';
import {
  EVALUATION_STATISTIC_CRITERIA,
  type CriterionAverage,
  type EvaluationMonth,
  type EvaluationStatisticCriterion,
} from '@teleplan/proto/indicators';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import type { Language } from '../../../shared/i18n/i18n.ts';
import type { ChartTable } from './chart-table.ts';

/** The satisfaction scale: each criterion is answered 0 to 4, averages have two decimals (docs/statistics.md). */
export const SATISFACTION_MAX = 4;

type LabelOf = (criterion: EvaluationStatisticCriterion) => string;

/** The average of each of the seven criteria, in the survey's order; null where none was given. */
export function criterionAverages(averages: readonly CriterionAverage[]): (number | null)[] {
  return EVALUATION_STATISTIC_CRITERIA.map(
    (criterion) => averages.find((one) => one.criterion === criterion)?.average ?? null,
  );
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
/** An average as the language writes it, always two decimals ('3,25', '3,00'); a dash where there is none. */
const averageText = (language: Language) => {
  const format = new Intl.NumberFormat(DATE_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (value: number | null) => (value === null ? '—' : format.format(value));
};
const monthOf = (date: string, language: Language) =>
  DateTime.fromISO(date).setLocale(DATE_LOCALES[language]).toFormat('LLL yyyy');

/** Criteria down, their average in one column. */
export function radarTable(
  averages: readonly CriterionAverage[],
  labelOf: LabelOf,
  columns: string[],
): ChartTable {
  const values = criterionAverages(averages);
  return {
    columns,
    rows: EVALUATION_STATISTIC_CRITERIA.map((criterion, index) => ({
      heading: labelOf(criterion),
      values: [values[index]!],
    })),
  };
}

/** The seven criteria around a 0-4 radar. */
export function radarOption(
  averages: readonly CriterionAverage[],
  labelOf: LabelOf,
  name: string,
  language: Language,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: averageText(language) },
    radar: {
      radius: '62%',
      indicator: EVALUATION_STATISTIC_CRITERIA.map((criterion) => ({
        name: labelOf(criterion),
        max: SATISFACTION_MAX,
      })),
    },
    series: [
      {
        type: 'radar',
        areaStyle: { opacity: 0.25 },
        data: [{ name, value: criterionAverages(averages).map((value) => value ?? 0) }],
      },
    ],
  };
}

/** Months down: how many evaluations, then each criterion's average. */
export function evolutionTable(
  months: readonly EvaluationMonth[],
  labelOf: LabelOf,
  firstColumns: [string, string],
  language: Language,
): ChartTable {
  return {
    columns: [...firstColumns, ...EVALUATION_STATISTIC_CRITERIA.map(labelOf)],
    rows: months.map((month) => ({
      heading: monthOf(month.date, language),
      values: [month.count, ...criterionAverages(month.averages)],
    })),
  };
}

/** A line per criterion over the months, on the 0-4 scale. */
export function evolutionOption(
  months: readonly EvaluationMonth[],
  labelOf: LabelOf,
  language: Language,
): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: averageText(language),
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: months.map((month) => monthOf(month.date, language)) },
    yAxis: { type: 'value', min: 0, max: SATISFACTION_MAX, interval: 1 },
    series: EVALUATION_STATISTIC_CRITERIA.map((criterion, index) => ({
      type: 'line',
      name: labelOf(criterion),
      connectNulls: false,
      data: months.map((month) => {
        const average = criterionAverages(month.averages)[index];
        return average === null || average === undefined ? null : twoDecimals(average);
      }),
    })),
  };
}
