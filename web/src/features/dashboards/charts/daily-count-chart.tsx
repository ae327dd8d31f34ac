import type { AppointmentCategory } from '@teleplan/proto/indicators';
import { CategorySeriesChart, type CategorySeriesChartProps } from './category-series-chart.tsx';

const DEFAULT_CATEGORIES: readonly AppointmentCategory[] = ['TOTAL', 'PROCEEDED', 'FUTURE', 'CANCELED'];

/**
 * Appointments per day as bars (the 1-week dynamic count, or the latest days' counts), a bar per category
 * (default: total, proceeded, future, canceled).
 */
export function DailyCountChart({ categories = DEFAULT_CATEGORIES, ...props }: CategorySeriesChartProps) {
  return <CategorySeriesChart {...props} categories={categories} type="bar" />;
}
