import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';
import { clockTime, longDate } from '../../../shared/schedule/zoned-time.ts';
import { Button } from '../../../shared/ui/button.tsx';
import '../components/booking.css';

interface ConfirmationStepProps {
  booked: AppointmentView;
  roomName: string;
  /** The patient as chosen (an admin's appointment views leave patient names blank). */
  patient: Profile | null;
  onAgain: () => void;
}

/** Step 4: what was booked, as the server recorded it. */
export function ConfirmationStep({ booked, roomName, patient, onAgain }: ConfirmationStepProps) {
  const { t } = useTranslation('booking');
  const { t: ts } = useTranslation(SCHEDULE_UI_NS);
  const { appointment, doctor } = booked;
  const zone = appointment.zone;
  const reason = appointment.noTreatingDoctor
    ? ts('booking.noTreatingDoctor')
    : appointment.treatingDoctorNotAvailable
      ? ts('booking.treatingDoctorNotAvailable')
      : '';
  return (
    <div className="portal-done">
      <dl className="booking__recap">
        <dt>{ts('booking.date')}</dt>
        <dd>
          {ts('booking.when', {
            date: longDate(appointment.startTime, zone, currentLanguage()),
            time: clockTime(appointment.startTime, zone),
          })}
        </dd>
        <dt>{ts('booking.end')}</dt>
        <dd>{clockTime(appointment.consultationInterval.end, zone)}</dd>
        <dt>{ts('booking.room')}</dt>
        <dd>{booked.room?.name ?? roomName}</dd>
        <dt>{ts('booking.doctor')}</dt>
        <dd>{doctor ? `Dr ${doctor.lastName} ${doctor.firstName}` : ''}</dd>
        <dt>{ts('booking.patient')}</dt>
        <dd>{patient ? `${patient.lastName} ${patient.firstName}` : ''}</dd>
        <dt>{ts('booking.reason')}</dt>
        <dd>{reason}</dd>
        <dt>{ts('booking.c15')}</dt>
        <dd>{appointment.fromC15 ? ts('booking.yes') : ts('booking.no')}</dd>
      </dl>
      <div className="portal__actions">
        <Button onClick={onAgain}>{t('portal.done.again')}</Button>
      </div>
    </div>
  );
}
