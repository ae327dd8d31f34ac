import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useTheme } from '../../../shared/theme/use-theme.ts';
import { CHARTS_NS } from './chart-texts.ts';
import { loadEcharts } from './echarts-loader.ts';

interface EChartProps {
  /** Built by the chart from its data, texts included (so a language change gives a new option). */
  option: EChartsCoreOption;
  height: number;
}

/**
 * One ECharts chart on a div: drawn once ECharts has loaded, redrawn when the option changes, resized with its
 * box, drawn again from scratch when the theme changes (ECharts takes a theme only at init), disposed on unmount.
 * Hidden from screen readers: the card's table view is the accessible form of the same data.
 */
export function EChart({ option, height }: EChartProps) {
  const { t } = useTranslation(CHARTS_NS);
  const { theme } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    latest.current = option;
    chart.current?.setOption(withTransparentBackground(option), { notMerge: true });
  }, [option]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadEcharts().then(
      ({ init }) => {
        if (disposed) return;
        const instance = init(element, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
        instance.setOption(withTransparentBackground(latest.current));
        chart.current = instance;
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(element);
      },
      () => setFailed(true),
    );
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [theme]);

  if (failed) return <p className="chart-card__notice">{t('chartFailed')}</p>;
  return <div ref={container} className="e-chart" style={{ height }} aria-hidden="true" />;
}

/** The card's surface shows through, in both themes (the dark theme would paint its own navy). */
function withTransparentBackground(option: EChartsCoreOption): EChartsCoreOption {
  return { backgroundColor: 'transparent', ...option };
}
