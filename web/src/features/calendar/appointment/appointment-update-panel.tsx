import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { APPOINTMENT_NS } from './appointment-texts.ts';
import {
  useAvailableDoctorsQuery,
  useBookableTimelineQuery,
  useMoveAppointmentMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { useFailureText } from '../hooks/use-schedule-failure.ts';
import {
  dayBounds,
  clockTime,
  longDate,
  instantOf,
  localDateOf,
} from '../../../shared/schedule/zoned-time.ts';

/** A typed start: 'HH:m0', on the 10-minute grid. */
const TEN_MINUTE_TIME = /^([01]\d|2[0-3]):[0-5]0$/;

interface AppointmentUpdatePanelProps {
  view: AppointmentView;
  zone: string;
  /** The start chosen by a drop or a slot click; absent when opened from the detail panel. */
  initialStart?: string;
  /** The doctor proposed first (a drop in another doctor's column); the current one otherwise. */
  initialDoctor?: string;
  /** `saved` false: nothing changed, the calendar puts the appointment back where it was. */
  onClose: (saved: boolean) => void;
}

/**
 * Moves or reschedules an appointment: a date, a start among the free ones of that day (the bookable timeline
 * of the room), a doctor among those available then; the chosen slot is announced to screen readers.
 */
export function AppointmentUpdatePanel({
  view,
  zone,
  initialStart,
  initialDoctor,
  onClose,
}: AppointmentUpdatePanelProps) {
  const { t } = useTranslation(APPOINTMENT_NS);
  const toast = useToast();
  const failure = useFailureText();
  const { appointment } = view;
  const [date, setDate] = useState(localDateOf(initialStart ?? appointment.startTime, zone));
  const [start, setStart] = useState(initialStart ?? '');
  const [doctor, setDoctor] = useState(initialDoctor ?? appointment.doctor);
  const [typedTime, setTypedTime] = useState('');
  const [move, moving] = useMoveAppointmentMutation();
  const today = localDateOf(new Date().toISOString(), zone);

  const bounds = dayBounds(date, zone);
  const bookable = useBookableTimelineQuery(
    { roomId: appointment.room, sectorId: appointment.sector, zone, from: bounds.start, to: bounds.end },
    { skip: !date },
  );
  const starts = useMemo(() => {
    const free = (bookable.data?.steps ?? []).map((step) => new Date(step.start).toISOString());
    const chosen =
      initialStart && localDateOf(initialStart, zone) === date ? [new Date(initialStart).toISOString()] : [];
    return [...new Set([...chosen, ...free])].sort();
  }, [bookable.data, initialStart, date, zone]);
  const doctors = useAvailableDoctorsQuery(
    {
      roomId: appointment.room,
      sectorId: appointment.sector,
      patientId: appointment.patient,
      startTime: start,
      zone,
      withDetails: true,
      ignoredAppointmentId: appointment.id,
    },
    { skip: !start },
  );
  const doctorChoices = doctors.data ?? [];
  const doctorKnown = doctorChoices.some((choice) => choice.id === doctor);

  async function save() {
    const result = await move({
      id: appointment.id,
      move: { room: appointment.room, doctor, startTime: start, zone },
    });
    if ('error' in result) {
      toast.error(t('failed', { reason: failure(result.error) }));
      onClose(false);
      return;
    }
    toast.success(t('update.saved'));
    onClose(true);
  }

  return (
    <SidePanel open title={t('update.title')} onClose={() => onClose(false)} closeLabel={t('close')}>
      <form
        className="appointment-update"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('update.date')}
          name="date"
          type="date"
          min={today}
          value={date}
          required
          onChange={(event) => {
            setDate(event.target.value);
            setStart('');
            setTypedTime('');
          }}
        />
        {bookable.isFetching ? (
          <p className="appointment-update__hint">{t('update.loading')}</p>
        ) : starts.length === 0 ? (
          <TextField
            label={t('update.time')}
            name="time"
            type="time"
            step={600}
            min="07:00"
            max="19:50"
            hint={t('update.noSlot')}
            value={typedTime}
            onChange={(event) => {
              setTypedTime(event.target.value);
              setStart(
                TEN_MINUTE_TIME.test(event.target.value) ? instantOf(date, event.target.value, zone) : '',
              );
            }}
          />
        ) : (
          <SelectField
            label={t('update.time')}
            name="start"
            value={start}
            required
            onChange={(e) => setStart(e.target.value)}
          >
            <option value="">{t('update.chooseTime')}</option>
            {starts.map((instant) => (
              <option key={instant} value={instant}>
                {clockTime(instant, zone)}
              </option>
            ))}
          </SelectField>
        )}
        <p className="visually-hidden" aria-live="polite" data-testid="chosen-slot">
          {start
            ? t('update.chosen', {
                day: longDate(start, zone, currentLanguage()),
                time: clockTime(start, zone),
              })
            : ''}
        </p>
        {start && !doctors.isFetching && doctorChoices.length === 0 && (
          <p className="appointment-update__hint">{t('update.noDoctor')}</p>
        )}
        {start && doctorChoices.length > 0 && (
          <SelectField
            label={t('update.doctor')}
            name="doctor"
            value={doctorKnown ? doctor : ''}
            required
            onChange={(event) => setDoctor(event.target.value)}
          >
            <option value="">{t('update.chooseDoctor')}</option>
            {doctorChoices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {`${choice.firstName} ${choice.lastName}`.trim()}
              </option>
            ))}
          </SelectField>
        )}
        <div className="appointment-update__actions">
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('close')}
          </Button>
          <Button type="submit" busy={moving.isLoading} disabled={!start || !doctorKnown}>
            {t('update.save')}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}
