import { SATURATION_BAND_ORDER, SATURATION_COLOURS } from './saturation-grid.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** The heatmap's bands in words beside their colours (the cells also show their percent). */
export function SaturationLegend() {
  const { t } = useChartLanguage();
  return (
    <ul className="saturation-legend" aria-label={t('saturation.legend')}>
      {SATURATION_BAND_ORDER.map((band) => (
        <li key={band} className="saturation-legend__item">
          <span
            className="saturation-legend__swatch"
            style={{ background: SATURATION_COLOURS[band] }}
            aria-hidden="true"
          />
          {t(`saturation.${band}`)}
        </li>
      ))}
    </ul>
  );
}
