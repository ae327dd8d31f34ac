import { useTranslation } from 'react-i18next';
import type { UsageLevel } from './resource-usage.ts';

const LEVELS: readonly UsageLevel[] = ['light', 'medium', 'high'];

/** The saturation legend: light (below 50 %), medium (50 to 80 %), high (80 % and more). */
export function UsageLegend() {
  const { t } = useTranslation('resources');
  return (
    <ul className="usage-legend" aria-label={t('legend.title')}>
      {LEVELS.map((level) => (
        <li key={level} className="usage-legend__item">
          <span className={`usage-legend__swatch usage--${level}`} aria-hidden="true" />
          {t(`legend.${level}`)}
        </li>
      ))}
    </ul>
  );
}
