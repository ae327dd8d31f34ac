import { DateTime } from 'luxon';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  /** The days the main calendar shows, 'YYYY-MM-DD' first and last: marked as a band. */
  inView?: { first: string; last: string } | null;
}

/** How the keys of a date grid move its focused day. */
const KEY_MOVES: Record<string, (day: DateTime) => DateTime> = {
  ArrowLeft: (day) => day.minus({ days: 1 }),
  ArrowRight: (day) => day.plus({ days: 1 }),
  ArrowUp: (day) => day.minus({ weeks: 1 }),
  ArrowDown: (day) => day.plus({ weeks: 1 }),
  Home: (day) => day.startOf('week'),
  End: (day) => day.endOf('week').startOf('day'),
  PageUp: (day) => day.minus({ months: 1 }),
  PageDown: (day) => day.plus({ months: 1 }),
};

/**
 * A month of days, Monday first, in the interface language: previous and next months, today, a chosen day. The
 * days are one tab stop, moved through with the arrows (Home/End: the week, Page Up/Down: the month) as in a date
 * grid; Enter or Space chooses.
 */
export function MiniMonth({
  value,
  month,
  today,
  onSelect,
  onMonthChange,
  highlighted,
  highlightLabel,
  inView,
}: MiniMonthProps) {
  const { t, i18n } = useTranslation('calendar');
  const locale = i18n.resolvedLanguage ?? 'fr';
  const first = DateTime.fromISO(`${month}-01`).setLocale(locale);
  const gridStart = first.minus({ days: first.weekday - 1 });
  const weeks = Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => gridStart.plus({ days: week * 7 + day })),
  ).filter((week) => week[0]!.hasSame(first, 'month') || week[6]!.hasSame(first, 'month'));
  const shift = (months: number) => onMonthChange(first.plus({ months }).toFormat('yyyy-MM'));
  const shownDays = weeks.flat().map((day) => day.toISODate()!);
  const [active, setActive] = useState(value);
  const [chosen, setChosen] = useState(value);
  if (chosen !== value) {
    setChosen(value);
    setActive(value);
  }
  const stop = [active, value].find((day) => shownDays.includes(day)) ?? first.toISODate()!;
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${stop}"]`)?.focus();
  });

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(DateTime.fromISO(stop));
    moved.current = true;
    setActive(next.toISODate()!);
    if (!next.hasSame(first, 'month')) onMonthChange(next.toFormat('yyyy-MM'));
  }

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
      <table ref={grid} className="mini-month__grid" onKeyDown={onKeyDown}>
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
                const viewed = Boolean(inView && inView.first <= iso && iso <= inView.last);
                return (
                  <td key={iso} className={viewed ? 'mini-month__in-view' : undefined}>
                    <button
                      type="button"
                      data-date={iso}
                      tabIndex={iso === stop ? 0 : -1}
                      className={classes.filter(Boolean).join(' ')}
                      aria-pressed={iso === value}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-label={[day.toLocaleString(DateTime.DATE_HUGE), marked ? highlightLabel : '']
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => {
                        setActive(iso);
                        onSelect(iso);
                      }}
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
