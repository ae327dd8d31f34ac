import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseTheme } from '../../../shared/theme/theme-store.ts';
import { drawnCharts } from '../../../testing/fake-echarts.ts';
import { renderWithStore } from '../../../testing/render-with-store.tsx';
import { EChart } from './e-chart.tsx';
import { loadEcharts } from './echarts-loader.ts';

// The loader is the fake of the test setup (testing/setup.ts).
const option = { series: [] };

describe('EChart', () => {
  it('draws again in the dark theme when the person switches to it, and lets go of the chart when it leaves', async () => {
    drawnCharts.length = 0;
    const { container, unmount } = renderWithStore(<EChart option={option} height={380} />);
    await waitFor(() => expect(drawnCharts).toHaveLength(1));
    expect(drawnCharts[0]!.theme).toBeUndefined();
    // The canvas is for the eyes; the card's table is what screen readers read.
    expect(container.querySelector('.e-chart')).toHaveAttribute('aria-hidden', 'true');

    act(() => chooseTheme('dark'));
    await waitFor(() => expect(drawnCharts).toHaveLength(2));
    expect(drawnCharts[0]!.disposed).toBe(true);
    expect(drawnCharts[1]).toMatchObject({
      theme: 'dark',
      options: [{ backgroundColor: 'transparent', series: [] }],
    });

    unmount();
    expect(drawnCharts[1]!.disposed).toBe(true);
  });

  it('points to the table view when ECharts cannot be downloaded', async () => {
    vi.mocked(loadEcharts).mockRejectedValueOnce(new Error('offline'));
    renderWithStore(<EChart option={option} height={380} />);
    expect(
      await screen.findByText("Le graphique ne peut pas s'afficher : consultez la vue Tableau."),
    ).toBeInTheDocument();
  });
});
