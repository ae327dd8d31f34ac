import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import {
  useAvailableDoctorsQuery,
  useBookAppointmentMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';
import { clockTime, longDate } from '../../../shared/schedule/zoned-time.ts';
import {
  commentFits,
  EMPTY_CHOICE,
  missingChoice,
  newAppointmentBody,
  showsPatientPicker,
  type BookingChoice,
} from './booking-choice.ts';
import { BookingRecap } from './booking-recap.tsx';
import { DoctorReasonStep } from './doctor-reason-step.tsx';
import { PatientPicker } from './patient-picker.tsx';
import './booking.css';

export interface AddAppointmentPanelProps {
  roomId: string;
  sectorId: string;
  /** The chosen start, an ISO instant (10-minute aligned). */
  start: string;
  /** The zone the start is shown in; Europe/Paris when absent. */
  zone?: string;
  onClose: () => void;
  /** Called with the booked appointment (details included) once the server accepted it. */
  onBooked: (booked: AppointmentView) => void;
}

/**
 * The staff booking wizard in a side panel, for a room, a sector and a start time chosen on a calendar.
 * Step 1: a doctor free at that start, the reason, the C15 flag, then the patient (found or created). Step 2:
 * the recap and a comment, then the booking. Back returns a step, or closes from step 1.
 */
export function AddAppointmentPanel({
  roomId,
  sectorId,
  start,
  zone = DEFAULT_ZONE,
  onClose,
  onBooked,
}: AddAppointmentPanelProps) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const toast = useToast();
  const [step, setStep] = useState<1 | 2>(1);
  const [choice, setChoice] = useState<BookingChoice>(EMPTY_CHOICE);
  const [patient, setPatient] = useState<Profile | null>(null);
  const [comment, setComment] = useState('');
  const doctors = useAvailableDoctorsQuery({ roomId, sectorId, startTime: start, zone, withDetails: true });
  const [book, booking] = useBookAppointmentMutation();
  const place = { roomId, sectorId, start, zone };
  const when = t('booking.when', {
    date: longDate(start, zone, currentLanguage()),
    time: clockTime(start, zone),
  });

  const change = (next: Partial<BookingChoice>) => setChoice((current) => ({ ...current, ...next }));
  const choosePatient = (profile: Profile | null) => {
    setPatient(profile);
    change({ patientId: profile?.id ?? null });
  };

  function next() {
    const missing = missingChoice(choice);
    if (missing) toast.error(t(`booking.${missing}`));
    else setStep(2);
  }

  async function confirm() {
    if (!commentFits(comment)) return;
    const result = await book(newAppointmentBody(place, choice, comment));
    if ('error' in result) {
      toast.error(messageText(errorMessageCode(result.error), currentLanguage()));
      return;
    }
    toast.success(t('booking.booked'));
    onBooked(result.data);
  }

  return (
    <SidePanel open title={t('booking.title')} onClose={onClose} closeLabel={t('close')}>
      <div className="booking">
        <p className="booking__when">{when}</p>
        <p className="booking__muted">{t('booking.step', { step })}</p>
        {step === 1 ? (
          <>
            <DoctorReasonStep
              doctors={{ ...doctors, refetch: () => void doctors.refetch() }}
              choice={choice}
              onChange={change}
            />
            <section className="booking__group" aria-label={t('booking.patient')}>
              <h3 className="booking__subtitle">{t('booking.patient')}</h3>
              {showsPatientPicker(choice) ? (
                <PatientPicker patient={patient} onChange={choosePatient} />
              ) : (
                <p className="booking__muted">{t('booking.patientHint')}</p>
              )}
            </section>
          </>
        ) : (
          <BookingRecap
            when={when}
            doctor={doctors.data?.find((doctor) => doctor.id === choice.doctorId)}
            patient={patient!}
            choice={choice}
            comment={comment}
            onComment={setComment}
          />
        )}
        <div className="booking__actions">
          <Button variant="secondary" onClick={step === 1 ? onClose : () => setStep(1)}>
            {t('booking.back')}
          </Button>
          {step === 1 ? (
            <Button onClick={next}>{t('booking.next')}</Button>
          ) : (
            <Button busy={booking.isLoading} disabled={!commentFits(comment)} onClick={() => void confirm()}>
              {t('booking.confirm')}
            </Button>
          )}
        </div>
      </div>
    </SidePanel>
  );
}
