import { vi } from 'vitest';
import type { EChartsCoreOption } from 'echarts/core';
import type { EchartsModule } from '../features/dashboards/charts/echarts-loader.ts';

/** A chart drawn by the fake: the theme it was made with, the options it was given, whether it was disposed. */
export interface FakeChart {
  theme: string | undefined;
  options: EChartsCoreOption[];
  disposed: boolean;
}

/**
 * ECharts cannot draw in jsdom: tests replace the charts' lazy loader with this one
 * (`vi.mock('…/echarts-loader.ts', () => fakeEchartsLoader)`) and read what each chart was asked to draw.
 */
export const drawnCharts: FakeChart[] = [];

const init = ((_element: HTMLElement, theme?: string) => {
  const chart: FakeChart = { theme, options: [], disposed: false };
  drawnCharts.push(chart);
  return {
    setOption: (option: EChartsCoreOption) => chart.options.push(option),
    resize: () => undefined,
    dispose: () => {
      chart.disposed = true;
    },
  };
}) as unknown as EchartsModule['init'];

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

export const fakeEchartsLoader = {
  loadEcharts: (): Promise<EchartsModule> => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    return Promise.resolve({ init });
  },
};

/** The last option given to the last chart still drawn. */
export function lastOption(): Record<string, unknown> {
  const live = drawnCharts.filter((chart) => !chart.disposed);
  return live.at(-1)?.options.at(-1) as Record<string, unknown>;
}
