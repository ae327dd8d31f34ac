import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import {
  newAttemptKey,
  useAvailableDoctorsQuery,
  useBookAppointmentMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';
import { clockTime, longDate } from '../../../shared/schedule/zoned-time.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import {
  missingChoice,
  newAppointmentBody,
  showsPatientPicker,
  type BookingChoice,
} from '../components/booking-choice.ts';
import { DoctorReasonStep, doctorsShown } from '../components/doctor-reason-step.tsx';
import { PatientPicker } from '../components/patient-picker.tsx';
import type { PortalRoom } from './portal-rooms.ts';
import { slotWentMeanwhile } from './portal-steps.ts';
import '../components/booking.css';

/** Whether the server answered and refused (4xx), as opposed to a failure that may hide a commit. */
const refusedForGood = (error: unknown) => {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

interface DetailsStepProps {
  room: PortalRoom;
  start: string;
  choice: BookingChoice;
  patient: Profile | null;
  onChoice: (change: Partial<BookingChoice>) => void;
  onPatient: (patient: Profile | null) => void;
  onBooked: (booked: AppointmentView) => void;
  /** The slot went meanwhile: the refusal's words. */
  onSlotGone: (message: string) => void;
}

/**
 * Step 3: a doctor free at that start, the reason (as in the staff wizard), the patient found or created, then the
 * booking. One tap books once: the button waits while the booking runs and a second tap meanwhile is ignored; the
 * attempt keeps its idempotency key, so neither a retry after a refreshed token nor confirming the same booking
 * again after a network failure books twice.
 */
export function DetailsStep(props: DetailsStepProps) {
  const { room, start, choice, patient, onChoice, onPatient, onBooked, onSlotGone } = props;
  const { t } = useTranslation('booking');
  const { t: ts } = useTranslation(SCHEDULE_UI_NS);
  const toast = useToast();
  const zone = room.room.zoneId;
  const place = { roomId: room.room.id, sectorId: room.sectorId, start, zone };
  const doctors = useAvailableDoctorsQuery(
    { roomId: place.roomId, sectorId: place.sectorId, startTime: start, zone, withDetails: true },
    { refetchOnMountOrArgChange: true },
  );
  const [book, booking] = useBookAppointmentMutation();
  const sending = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  async function confirm() {
    if (sending.current) return;
    const missing = missingChoice(choice);
    if (missing) {
      toast.error(ts(`booking.${missing}`));
      return;
    }
    sending.current = true;
    try {
      const body = newAppointmentBody(place, choice, '');
      const text = JSON.stringify(body);
      // The same booking confirmed again keeps its key: a first try that committed unseen is answered, not doubled.
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newAttemptKey() };
      const result = await book({ ...body, attemptKey: attempt.current.key });
      if (!('error' in result)) onBooked(result.data);
      else if (slotWentMeanwhile(errorMessageCode(result.error))) onSlotGone(errorText(result.error));
      else {
        // A refusal (4xx) committed nothing: trying again, once its cause is gone, is a new attempt.
        if (refusedForGood(result.error)) attempt.current = null;
        toast.error(errorText(result.error));
      }
    } finally {
      sending.current = false;
    }
  }

  return (
    <div className="portal-details booking">
      <p className="booking__when">
        {t('portal.details.when', {
          day: longDate(start, zone, currentLanguage()),
          time: clockTime(start, zone),
          room: room.room.name,
        })}
      </p>
      <DoctorReasonStep doctors={doctorsShown(doctors)} choice={choice} onChange={onChoice} />
      <section className="booking__group" aria-label={ts('booking.patient')}>
        <h3 className="booking__subtitle">{ts('booking.patient')}</h3>
        {showsPatientPicker(choice) || patient ? (
          <PatientPicker patient={patient} onChange={onPatient} />
        ) : (
          <p className="booking__muted">{ts('booking.patientHint')}</p>
        )}
      </section>
      <div className="portal__actions">
        <Button busy={booking.isLoading} onClick={() => void confirm()}>
          {ts('booking.confirm')}
        </Button>
      </div>
    </div>
  );
}
