import { useTranslation } from 'react-i18next';
import type { ShownDays } from '../domain/calendar-events.ts';
import type { CalendarMode } from '../hooks/use-shown-availability.ts';
import { PeriodNavigator } from './period-navigator.tsx';
import { SegmentedChoice } from '../../../shared/ui/segmented-choice.tsx';
import type { ExceptionalType } from '../domain/slot-values.ts';
import { WeekdayPicker } from './weekday-picker.tsx';

interface AvailabilityToolbarProps {
  mode: CalendarMode;
  onMode: (mode: CalendarMode) => void;
  type: ExceptionalType;
  /** Absent when the caller may not change this week: there is then no type of slot to draw. */
  onType?: (type: ExceptionalType) => void;
  narrow: boolean;
  datedDays: ShownDays;
  picked: string;
  onPick: (date: string) => void;
  today: string;
  weekday: number;
  onWeekday: (dayOfWeek: number) => void;
}

/**
 * The calendar shown (exceptional or general); for the exceptional one the type of slot drawn and the week (or
 * day) navigator; for the general one on a phone, the day of the week.
 */
export function AvailabilityToolbar(props: AvailabilityToolbarProps) {
  const { t } = useTranslation('availability');
  const { mode, narrow } = props;
  return (
    <div className="availability-page__toolbar">
      <SegmentedChoice<CalendarMode>
        label={t('mode.label')}
        value={mode}
        onChange={props.onMode}
        options={[
          { value: 'exceptional', label: t('mode.exceptional') },
          { value: 'general', label: t('mode.general') },
        ]}
      />
      {mode === 'exceptional' && (
        <>
          {props.onType && (
            <SegmentedChoice<ExceptionalType>
              label={t('type.label')}
              value={props.type}
              onChange={props.onType}
              options={[
                {
                  value: 'AVAILABLE',
                  label: t('type.AVAILABLE'),
                  className: 'segmented-choice__option--available',
                },
                {
                  value: 'NOT_AVAILABLE',
                  label: t('type.NOT_AVAILABLE'),
                  className: 'segmented-choice__option--unavailable',
                },
              ]}
            />
          )}
          <PeriodNavigator
            days={props.datedDays}
            picked={props.picked}
            onPick={props.onPick}
            today={props.today}
          />
        </>
      )}
      {mode === 'general' && narrow && <WeekdayPicker value={props.weekday} onChange={props.onWeekday} />}
    </div>
  );
}
