import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { ShownDays } from '../domain/calendar-events.ts';
import { addDays } from '../domain/slot-times.ts';

interface PeriodNavigatorProps {
  days: ShownDays;
  /** The day the person picked (any day of the week shown). */
  picked: string;
  onPick: (date: string) => void;
  today: string;
}

/** Previous / next week (or day on a phone), a day picker and a today button (docs/screens.md#availability-pages). */
export function PeriodNavigator({ days, picked, onPick, today }: PeriodNavigatorProps) {
  const { t } = useTranslation('availability');
  const oneDay = days.count === 1;
  return (
    <div className="period-navigator" role="group" aria-label={t('nav.label')}>
      <Button
        variant="secondary"
        onClick={() => onPick(addDays(picked, -days.count))}
        aria-label={t(oneDay ? 'nav.previousDay' : 'nav.previousWeek')}
        title={t(oneDay ? 'nav.previousDay' : 'nav.previousWeek')}
      >
        ‹
      </Button>
      <TextField
        className="period-navigator__day"
        label={t('nav.day')}
        name="day"
        type="date"
        value={picked}
        required
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
      />
      <Button
        variant="secondary"
        onClick={() => onPick(addDays(picked, days.count))}
        aria-label={t(oneDay ? 'nav.nextDay' : 'nav.nextWeek')}
        title={t(oneDay ? 'nav.nextDay' : 'nav.nextWeek')}
      >
        ›
      </Button>
      <Button variant="ghost" onClick={() => onPick(today)} disabled={picked === today}>
        {t('nav.today')}
      </Button>
    </div>
  );
}
