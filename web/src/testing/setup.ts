import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
// Registers every feature's texts, as the application does when it starts.
import '../app/routes/route-registry.ts';

// findBy… and waitFor return as soon as they succeed; their one-second default fails at random on a loaded
// 2-core machine (FullCalendar alone renders for seconds there), so every test waits as long as the slowest needs.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// ECharts cannot draw in jsdom: every test draws with the fake, which records what each chart was asked to draw
// (set here, before the application's modules load, as the pages import the charts; a test makes the download
// fail with `vi.mocked(loadEcharts).mockRejectedValueOnce`).
vi.mock('../features/dashboards/charts/echarts-loader.ts', async () => {
  const { fakeEchartsLoader } = await import('./fake-echarts.ts');
  return { loadEcharts: vi.fn(fakeEchartsLoader.loadEcharts) };
});
