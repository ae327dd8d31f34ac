import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import type { Counter } from './counters.ts';
import { useChartLanguage } from './use-chart-language.ts';

/** Figures in large type, each under its label. */
export function CounterList({ counters }: { counters: readonly Counter[] }) {
  const { language } = useChartLanguage();
  const format = new Intl.NumberFormat(DATE_LOCALES[language]);
  return (
    <dl className="counter-list">
      {counters.map((counter) => (
        <div key={counter.key} className="counter-list__item">
          <dt>{counter.label}</dt>
          <dd>
            <span className="counter-list__value">{format.format(counter.value)}</span>
            {counter.detail && <span className="counter-list__detail">{counter.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
