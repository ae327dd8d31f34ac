import { useMemo } from 'react';
import type { AppointmentCategory, CategorySeries } from '@teleplan/proto/indicators';
import { categorySeriesOption, categorySeriesTable, isEmptySeries, pickSeries } from './category-series.ts';
import type { ChartProps } from './chart-props.ts';
import { EChartCard } from './e-chart-card.tsx';
import { useChartLanguage } from './use-chart-language.ts';

export interface CategorySeriesChartProps extends ChartProps<CategorySeries[]> {
  /** The categories drawn, in this order. */
  categories?: readonly AppointmentCategory[];
}

/** A card drawing appointment counts per day and category, as lines or bars, with their table and CSV. */
export function CategorySeriesChart({
  data,
  categories = [],
  type,
  ...card
}: CategorySeriesChartProps & { type: 'line' | 'bar' }) {
  const { t, language } = useChartLanguage();
  const series = useMemo(() => pickSeries(data ?? [], categories), [data, categories]);
  const { table, option } = useMemo(() => {
    const labelOf = (category: AppointmentCategory) => t(`categories.${category}`);
    return {
      table: categorySeriesTable(series, labelOf, t('date'), language),
      option: categorySeriesOption(series, type, labelOf, language),
    };
  }, [series, type, t, language]);
  return <EChartCard {...card} isEmpty={isEmptySeries(series)} table={table} option={option} />;
}
