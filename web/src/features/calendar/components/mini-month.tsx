import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icon.tsx';
import './mini-month.css';

interface MiniMonthProps {
  /** The chosen day, 'YYYY-MM-DD'. */
  value: string;
  /** The shown month, 'YYYY-MM'. */
  month: string;
  today: string;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
  /** Days to mark (medical presence), 'YYYY-MM-DD'. */
  highlighted?: ReadonlySet<string>;
  highlightLabel?: string;
}

/** A month of days, Monday first, in the interface language: previous and next months, today, a chosen day. */
export function MiniMonth({
  value,
  month,
  today,
  onSelect,
  onMonthChange,
  highlighted,
  highlightLabel,
}: MiniMonthProps) {
  const { t, i18n } = useTranslation('calendar');
  const locale = i18n.resolvedLanguage ?? 'fr';
  const first = DateTime.fromISO(`${month}-01`).setLocale(locale);
  const gridStart = first.minus({ days: first.weekday - 1 });
  const weeks = Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => gridStart.plus({ days: week * 7 + day })),
  ).filter((week) => week[0]!.hasSame(first, 'month') || week[6]!.hasSame(first, 'month'));
  const shift = (months: number) => onMonthChange(first.plus({ months }).toFormat('yyyy-MM'));

  return (
    <section className="mini-month card" aria-label={t('mini.label')}>
      <div className="mini-month__head">
        <button
          type="button"
          className="icon-button"
          aria-label={t('mini.previous')}
          onClick={() => shift(-1)}
        >
          <Icon name="chevronLeft" />
        </button>
        <h2 className="mini-month__title" aria-live="polite">
          {first.toFormat('LLLL yyyy')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('mini.next')} onClick={() => shift(1)}>
          <Icon name="chevronRight" />
        </button>
      </div>
      <table className="mini-month__grid">
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.weekday} scope="col" abbr={day.toFormat('cccc')}>
                {day.toFormat('ccccc')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISODate()}>
              {week.map((day) => {
                const iso = day.toISODate()!;
                const marked = highlighted?.has(iso) ?? false;
                const classes = [
                  'mini-month__day',
                  day.hasSame(first, 'month') ? '' : 'mini-month__day--outside',
                  marked ? 'mini-month__day--marked' : '',
                  iso === value ? 'mini-month__day--chosen' : '',
                ];
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      className={classes.filter(Boolean).join(' ')}
                      aria-pressed={iso === value}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-label={[day.toLocaleString(DateTime.DATE_HUGE), marked ? highlightLabel : '']
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => onSelect(iso)}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn--secondary" onClick={() => onSelect(today)}>
        {t('mini.today')}
      </button>
      {highlightLabel && (
        <p className="mini-month__legend">
          <span className="mini-month__swatch" aria-hidden="true" /> {highlightLabel}
        </p>
      )}
    </section>
  );
}
