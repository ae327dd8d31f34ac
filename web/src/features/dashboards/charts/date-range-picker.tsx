import { useState, type FormEvent } from 'react';
import { DateTime } from 'luxon';
import { STATISTICS_FIRST_DAY } from '@teleplan/proto/indicators';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { DATE_LOCALES } from '../../../shared/format/date-locale.ts';
import { localDateOf } from '../../../shared/schedule/zoned-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { DATE_RANGE_PRESETS, dateRangeProblem, presetRange, type DateRange } from './date-range.ts';
import { useChartLanguage } from './use-chart-language.ts';
import './charts.css';

interface DateRangePickerProps {
  /** The range applied, local dates 'YYYY-MM-DD', both included. */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Today's local date, the latest day to choose (default: today in Europe/Paris). */
  today?: string;
}

/**
 * The dashboards' period: two dates applied together (an end before the start, or a date outside 1 February
 * 2020 to today, is said and blocks applying) and the eight presets, applied at once.
 */
export function DateRangePicker({
  value,
  onChange,
  today = localDateOf(new Date(), DEFAULT_ZONE),
}: DateRangePickerProps) {
  const { t, language } = useChartLanguage();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // A new value from the page (a preset, a reset) replaces what was being typed.
  if (applied.from !== value.from || applied.to !== value.to) {
    setApplied(value);
    setDraft(value);
  }
  const problem = dateRangeProblem(draft, STATISTICS_FIRST_DAY, today);
  const dateText = (date: string) =>
    DateTime.fromISO(date).setLocale(DATE_LOCALES[language]).toLocaleString(DateTime.DATE_SHORT);
  const problemText =
    problem?.problem === 'endBeforeStart'
      ? t('range.endBeforeStart')
      : t('range.outOfBounds', { min: dateText(STATISTICS_FIRST_DAY), max: dateText(today) });
  const errorOf = (field: keyof DateRange) => problem?.field === field && problemText;
  const changed = draft.from !== value.from || draft.to !== value.to;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && changed) onChange(draft);
  };

  return (
    <form className="date-range-picker" noValidate onSubmit={apply}>
      <fieldset className="date-range-picker__dates">
        <legend>{t('range.label')}</legend>
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`range.${field}`)}
            name={field}
            type="date"
            required
            min={STATISTICS_FIRST_DAY}
            max={today}
            value={draft[field]}
            error={errorOf(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        <Button type="submit" variant="secondary" disabled={Boolean(problem) || !changed}>
          {t('range.apply')}
        </Button>
      </fieldset>
      <div className="date-range-picker__presets" role="group" aria-label={t('range.presets')}>
        {DATE_RANGE_PRESETS.map((preset) => {
          const range = presetRange(preset, today);
          return (
            <button
              key={preset}
              type="button"
              className="date-range-picker__preset"
              aria-pressed={range.from === value.from && range.to === value.to}
              onClick={() => onChange(range)}
            >
              {t(`range.${preset}`)}
            </button>
          );
        })}
      </div>
    </form>
  );
}
