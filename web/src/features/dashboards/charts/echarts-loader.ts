import type { init } from 'echarts/core';

/** What the charts need of ECharts: a chart on a div, with the registered theme ('dark') or the default one. */
export interface EchartsModule {
  init: typeof init;
}

let loading: Promise<EchartsModule> | undefined;

/**
 * ECharts arrives with the first chart shown, never with the application's first paint (a dynamic import makes
 * its own chunk); a failed download is tried again by the next chart. Tests replace this module: jsdom has no
 * canvas to draw on.
 */
export function loadEcharts(): Promise<EchartsModule> {
  loading ??= import('./echarts-setup.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
