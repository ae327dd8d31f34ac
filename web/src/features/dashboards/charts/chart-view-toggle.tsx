import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice.tsx';
import { CHARTS_NS } from './chart-texts.ts';

export type ChartView = 'chart' | 'table';

/** 'Graphique / Tableau': two buttons, the pressed one is the view shown (Tab, then Enter or Space). */
export function ChartViewToggle({
  view,
  onChange,
}: {
  view: ChartView;
  onChange: (view: ChartView) => void;
}) {
  const { t } = useTranslation(CHARTS_NS);
  return (
    <SegmentedChoice
      label={t('view.label')}
      options={[
        { value: 'chart', label: t('view.chart') },
        { value: 'table', label: t('view.table') },
      ]}
      value={view}
      onChange={onChange}
    />
  );
}
