import { useTranslation } from 'react-i18next';
import type { AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import { Button } from '../../../shared/ui/button.tsx';
import { QueryState } from '../../../shared/ui/query-state.tsx';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';
import type { BookingChoice, BookingReason } from './booking-choice.ts';

interface DoctorsShown {
  data?: AvailableDoctor[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * What the step shows of an available-doctors query: the doctors of the start shown only (`currentData`), so that
 * while another start's are asked the previous list is gone, not offered.
 */
export const doctorsShown = (query: {
  currentData?: AvailableDoctor[];
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}): DoctorsShown => ({
  data: query.currentData,
  isLoading: query.isFetching && !query.currentData,
  isError: query.isError,
  refetch: () => void query.refetch(),
});

interface DoctorReasonStepProps {
  doctors: DoctorsShown;
  choice: BookingChoice;
  onChange: (change: Partial<BookingChoice>) => void;
}

const REASONS: readonly BookingReason[] = ['noTreatingDoctor', 'treatingDoctorNotAvailable'];

/** Step 1, first half: the doctor free at that start, the reason, and whether the C15 sent the patient. */
export function DoctorReasonStep({ doctors, choice, onChange }: DoctorReasonStepProps) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  return (
    <>
      <fieldset className="booking__group">
        <legend>{t('booking.doctor')}</legend>
        <QueryState
          isLoading={doctors.isLoading}
          isError={doctors.isError}
          isEmpty={(doctors.data ?? []).length === 0}
          emptyText={t('booking.noDoctor')}
          errorText={t('booking.doctorsFailed')}
          errorAction={
            <Button variant="secondary" onClick={doctors.refetch}>
              {t('retry')}
            </Button>
          }
        >
          {(doctors.data ?? []).map((doctor) => (
            <label key={doctor.id} className="booking__option">
              <input
                type="radio"
                name="doctor"
                value={doctor.id}
                checked={choice.doctorId === doctor.id}
                onChange={() => onChange({ doctorId: doctor.id })}
              />
              <span>
                Dr {doctor.lastName} {doctor.firstName}
              </span>
              <span className="booking__muted">
                {t('booking.duration', { minutes: doctor.consultationDuration })}
              </span>
            </label>
          ))}
        </QueryState>
      </fieldset>
      <fieldset className="booking__group">
        <legend>{t('booking.reason')}</legend>
        {REASONS.map((reason) => (
          <label key={reason} className="booking__option">
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={choice.reason === reason}
              onChange={() => onChange({ reason })}
            />
            <span>{t(`booking.${reason}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="booking__group booking__group--inline">
        <legend>{t('booking.c15')}</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="booking__option">
            <input
              type="radio"
              name="fromC15"
              checked={choice.fromC15 === value}
              onChange={() => onChange({ fromC15: value })}
            />
            <span>{value ? t('booking.yes') : t('booking.no')}</span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
