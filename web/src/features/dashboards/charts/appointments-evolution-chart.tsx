import type { AppointmentCategory } from '@teleplan/proto/indicators';
import { CategorySeriesChart, type CategorySeriesChartProps } from './category-series-chart.tsx';

const DEFAULT_CATEGORIES: readonly AppointmentCategory[] = ['TOTAL', 'PROCEEDED', 'CANCELED'];

/** Appointments per day over the range (the 6-month evolution): a line per category (default: total, proceeded, canceled). */
export function AppointmentsEvolutionChart({
  categories = DEFAULT_CATEGORIES,
  ...props
}: CategorySeriesChartProps) {
  return <CategorySeriesChart {...props} categories={categories} type="line" />;
}
