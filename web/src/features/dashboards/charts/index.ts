// The dashboards' charts, counters and date range picker: what the dashboard pages (and other features, through
// the feature's index.ts) compose.
export { ChartCard, CHART_HEIGHT, type ChartCardProps } from './chart-card.tsx';
export type { ChartProps } from './chart-props.ts';
export type { ChartTable } from './chart-table.ts';
export { AppointmentsEvolutionChart } from './appointments-evolution-chart.tsx';
export { DailyCountChart } from './daily-count-chart.tsx';
export { SaturationHeatmap } from './saturation-heatmap.tsx';
export { SatisfactionRadar } from './satisfaction-radar.tsx';
export { SatisfactionEvolutionChart } from './satisfaction-evolution-chart.tsx';
export { EvaluationCountChart } from './evaluation-count-chart.tsx';
export { AppointmentCountersCard } from './appointment-counters-card.tsx';
export { OverallCountersCard } from './overall-counters-card.tsx';
export { DateRangePicker } from './date-range-picker.tsx';
export { DATE_RANGE_PRESETS, presetRange, type DateRange, type DateRangePreset } from './date-range.ts';
