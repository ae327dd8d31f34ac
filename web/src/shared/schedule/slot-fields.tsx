import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useBookableTimelineQuery } from './schedule-api.ts';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';
import { clockTime, dayBounds, instantOf, localDateOf, longDate } from './zoned-time.ts';

/** A typed start: 'HH:m0', on the 10-minute grid. */
const TEN_MINUTE_TIME = /^([01]\d|2[0-3]):[0-5]0$/;

/** A day (yyyy-mm-dd in the zone) and a start on it (an ISO instant, '' while none is chosen). */
export interface Slot {
  date: string;
  start: string;
}

interface SlotFieldsProps {
  roomId: string;
  sectorId: string;
  zone: string;
  slot: Slot;
  /** A start offered on its day even when the timeline does not list it (the one a drop or a click chose). */
  kept?: string;
  onChange: (slot: Slot) => void;
}

/**
 * A date and a start among the room's free ones that day (its bookable timeline), or a typed time when the day
 * has none known; the chosen slot is announced with its date and time. The keyboard way to choose a slot.
 */
export function SlotFields({ roomId, sectorId, zone, slot, kept, onChange }: SlotFieldsProps) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const [typedTime, setTypedTime] = useState('');
  const today = localDateOf(new Date(), zone);
  const bounds = dayBounds(slot.date, zone);
  const bookable = useBookableTimelineQuery(
    { roomId, sectorId, zone, from: bounds.start, to: bounds.end },
    { skip: !slot.date },
  );
  const starts = useMemo(() => {
    const free = (bookable.data?.steps ?? []).map((step) => new Date(step.start).toISOString());
    const chosen = kept && localDateOf(kept, zone) === slot.date ? [new Date(kept).toISOString()] : [];
    return [...new Set([...chosen, ...free])].sort();
  }, [bookable.data, kept, slot.date, zone]);

  return (
    <>
      <TextField
        label={t('slot.date')}
        name="date"
        type="date"
        min={today}
        value={slot.date}
        required
        onChange={(event) => {
          setTypedTime('');
          onChange({ date: event.target.value, start: '' });
        }}
      />
      {bookable.isFetching ? (
        <p className="field__hint">{t('slot.loading')}</p>
      ) : starts.length === 0 ? (
        <TextField
          label={t('slot.time')}
          name="time"
          type="time"
          step={600}
          min="07:00"
          max="19:50"
          hint={t('slot.noSlot')}
          value={typedTime}
          onChange={(event) => {
            const typed = event.target.value;
            setTypedTime(typed);
            onChange({
              date: slot.date,
              start: TEN_MINUTE_TIME.test(typed) ? instantOf(slot.date, typed, zone) : '',
            });
          }}
        />
      ) : (
        <SelectField
          label={t('slot.time')}
          name="start"
          value={slot.start}
          required
          onChange={(event) => onChange({ date: slot.date, start: event.target.value })}
        >
          <option value="">{t('slot.chooseTime')}</option>
          {starts.map((instant) => (
            <option key={instant} value={instant}>
              {clockTime(instant, zone)}
            </option>
          ))}
        </SelectField>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="chosen-slot">
        {slot.start
          ? t('slot.chosen', {
              day: longDate(slot.start, zone, currentLanguage()),
              time: clockTime(slot.start, zone),
            })
          : ''}
      </p>
    </>
  );
}
