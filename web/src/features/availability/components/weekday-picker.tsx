import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';

interface WeekdayPickerProps {
  /** 1 (Monday) to 7. */
  value: number;
  onChange: (dayOfWeek: number) => void;
}

const next = (day: number, step: number) => ((day - 1 + step + 7) % 7) + 1;

/** The day of the general calendar's week shown on a phone, one day at a time. */
export function WeekdayPicker({ value, onChange }: WeekdayPickerProps) {
  const { t } = useTranslation('availability');
  return (
    <div className="period-navigator" role="group" aria-label={t('nav.label')}>
      <Button variant="secondary" onClick={() => onChange(next(value, -1))} aria-label={t('nav.previousDay')}>
        ‹
      </Button>
      <SelectField
        className="period-navigator__day"
        label={t('form.dayOfWeek')}
        name="weekday"
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <option key={day} value={day}>
            {t(`days.${day}`)}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" onClick={() => onChange(next(value, 1))} aria-label={t('nav.nextDay')}>
        ›
      </Button>
    </div>
  );
}
