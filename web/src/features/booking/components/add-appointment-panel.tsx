import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SidePanel } from '../../../shared/ui/side-panel.tsx';
import {
  useAvailableDoctorsQuery,
  useBookableTimelineQuery,
  useBookAppointmentMutation,
} from '../../../shared/schedule/schedule-api.ts';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';
import { SlotFields, type Slot } from '../../../shared/schedule/slot-fields.tsx';
import { clockTime, localDateOf, longDate } from '../../../shared/schedule/zoned-time.ts';
import {
  commentFits,
  EMPTY_CHOICE,
  missingChoice,
  newAppointmentBody,
  showsPatientPicker,
  type BookingChoice,
} from './booking-choice.ts';
import { BookingRecap } from './booking-recap.tsx';
import { DoctorReasonStep, doctorsShown } from './doctor-reason-step.tsx';
import { PatientPicker } from './patient-picker.tsx';
import './booking.css';
import { errorText } from '../../../shared/messages/error-text.ts';

export interface AddAppointmentPanelProps {
  roomId: string;
  sectorId: string;
  /** The room's name, for the recap. */
  roomName?: string;
  /** The start chosen on the calendar, an ISO instant (10-minute aligned); absent: the room's next free one. */
  start?: string;
  /** The zone the start is shown in; Europe/Paris when absent. */
  zone?: string;
  onClose: () => void;
  /** Called with the booked appointment (details included) once the server accepted it. */
  onBooked: (booked: AppointmentView) => void;
}

const endOf = (start: string, minutes: number) =>
  new Date(Date.parse(start) + minutes * 60_000).toISOString();

/** A start of the timeline as the slot fields list it. */
const slotAt = (instant: string, zone: string): Slot => ({
  date: localDateOf(instant, zone),
  start: new Date(instant).toISOString(),
});

/**
 * The staff booking wizard in a side panel, for a room and a sector, at a start chosen on a calendar or the room's
 * next free one, changeable with a date and a time field. Step 1: the slot, a doctor free then, the reason, the C15
 * flag, then the patient (found or created). Step 2: the recap and a comment, then the booking. Back returns a
 * step, or closes from step 1; a step change moves the focus to the new step's heading.
 */
export function AddAppointmentPanel({
  roomId,
  sectorId,
  roomName,
  start: chosenStart,
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
  const [picked, setPicked] = useState<Slot | null>(chosenStart ? slotAt(chosenStart, zone) : null);
  const nextFree = useBookableTimelineQuery({ roomId, sectorId, zone }, { skip: picked !== null });
  const firstFree = nextFree.data?.steps[0]?.start;
  const slot =
    picked ?? (firstFree ? slotAt(firstFree, zone) : { date: localDateOf(new Date(), zone), start: '' });
  const { start } = slot;
  const doctors = useAvailableDoctorsQuery(
    { roomId, sectorId, startTime: start, zone, withDetails: true },
    { skip: !start },
  );
  const [book, booking] = useBookAppointmentMutation();
  const place = { roomId, sectorId, start, zone };
  const when = start
    ? t('booking.when', { date: longDate(start, zone, currentLanguage()), time: clockTime(start, zone) })
    : '';
  const doctor = doctors.currentData?.find((available) => available.id === choice.doctorId);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const change = (next: Partial<BookingChoice>) => setChoice((current) => ({ ...current, ...next }));
  const choosePatient = (profile: Profile | null) => {
    setPatient(profile);
    change({ patientId: profile?.id ?? null });
  };

  function chooseSlot(next: Slot) {
    setPicked(next);
    // The doctors free at the new start are asked again: the one chosen may not be.
    change({ doctorId: null });
  }

  function next() {
    if (!start) {
      toast.error(t('booking.pickSlot'));
      return;
    }
    const missing = missingChoice(choice);
    if (missing) toast.error(t(`booking.${missing}`));
    else setStep(2);
  }

  async function confirm() {
    if (!commentFits(comment)) return;
    const result = await book(newAppointmentBody(place, choice, comment));
    if ('error' in result) {
      toast.error(errorText(result.error));
      return;
    }
    toast.success(t('booking.booked'));
    onBooked(result.data);
  }

  return (
    <SidePanel open title={t('booking.title')} onClose={onClose} closeLabel={t('close')}>
      <div className="booking">
        <p className="booking__when">{when}</p>
        {step === 1 ? (
          <>
            <h3 ref={stepHeading} tabIndex={-1} className="booking__subtitle">
              {t('booking.step', { step })}
            </h3>
            <SlotFields
              roomId={roomId}
              sectorId={sectorId}
              zone={zone}
              slot={slot}
              kept={chosenStart}
              onChange={chooseSlot}
            />
            <DoctorReasonStep doctors={doctorsShown(doctors)} choice={choice} onChange={change} />
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
          <>
            <p className="booking__muted">{t('booking.step', { step })}</p>
            <BookingRecap
              headingRef={stepHeading}
              when={when}
              end={doctor ? clockTime(endOf(start, doctor.consultationDuration), zone) : ''}
              roomName={roomName}
              doctor={doctor}
              patient={patient!}
              choice={choice}
              comment={comment}
              onComment={setComment}
            />
          </>
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
