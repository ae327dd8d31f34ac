import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { APPOINTMENT_NS } from './appointment-texts.ts';
import {
  useAvailableDoctorsQuery,
  useMoveAppointmentMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { SlotFields, type Slot } from '../../../shared/schedule/slot-fields.tsx';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { localDateOf } from '../../../shared/schedule/zoned-time.ts';

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
  const failure = useErrorText();
  const { appointment } = view;
  const [slot, setSlot] = useState<Slot>({
    date: localDateOf(initialStart ?? appointment.startTime, zone),
    start: initialStart ?? '',
  });
  const { start } = slot;
  const [doctor, setDoctor] = useState(initialDoctor ?? appointment.doctor);
  const [move, moving] = useMoveAppointmentMutation();
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
  // The doctors of the start shown only: another start's list would offer a doctor busy at this one.
  const doctorChoices = doctors.currentData ?? [];
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
        <SlotFields
          roomId={appointment.room}
          sectorId={appointment.sector}
          zone={zone}
          slot={slot}
          kept={initialStart}
          onChange={setSlot}
        />
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
