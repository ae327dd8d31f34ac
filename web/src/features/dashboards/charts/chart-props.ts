/** What every dashboard chart takes: its title, the call's data and state (RTK Query's), its height. */
export interface ChartProps<T> {
  title: string;
  data: T | undefined;
  isLoading: boolean;
  error?: unknown;
  /** Given, a failed call shows a retry button that calls it. */
  onRetry?: () => void;
  /** Height of the chart in px (default 380). */
  height?: number;
}
