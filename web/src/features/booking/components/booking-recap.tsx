import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import { APPOINTMENT_COMMENT_MAX_LENGTH, type AvailableDoctor } from '@teleplan/proto/schedule-appointments';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';
import { commentFits, type BookingChoice } from './booking-choice.ts';

interface BookingRecapProps {
  /** The step's heading, focused when the step opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  when: string;
  /** The end time (hh:mm), from the doctor's consultation duration. */
  end: string;
  roomName: string | undefined;
  doctor: AvailableDoctor | undefined;
  patient: Profile;
  choice: BookingChoice;
  comment: string;
  onComment: (comment: string) => void;
}

/**
 * Step 2: what is about to be booked, and a short comment free of medical information. A comment typed past its
 * limit is kept and said too long (never cut silently); the booking waits until it fits.
 */
export function BookingRecap(props: BookingRecapProps) {
  const { headingRef, when, end, roomName, doctor, patient, choice, comment, onComment } = props;
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const id = useId();
  const max = APPOINTMENT_COMMENT_MAX_LENGTH;
  const fits = commentFits(comment);
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="booking__subtitle">
        {t('booking.recap')}
      </h3>
      <dl className="booking__recap">
        <dt>{t('booking.date')}</dt>
        <dd>{when}</dd>
        <dt>{t('booking.end')}</dt>
        <dd>{end}</dd>
        <dt>{t('booking.room')}</dt>
        <dd>{roomName ?? ''}</dd>
        <dt>{t('booking.doctor')}</dt>
        <dd>{doctor ? `Dr ${doctor.lastName} ${doctor.firstName}` : ''}</dd>
        <dt>{t('booking.patient')}</dt>
        <dd>
          {patient.lastName} {patient.firstName}
        </dd>
        <dt>{t('booking.reason')}</dt>
        <dd>{choice.reason ? t(`booking.${choice.reason}`) : ''}</dd>
        <dt>{t('booking.c15')}</dt>
        <dd>{choice.fromC15 ? t('booking.yes') : t('booking.no')}</dd>
      </dl>
      <div className={`field${fits ? '' : ' field--invalid'}`}>
        <label className="field__label" htmlFor={id}>
          {t('booking.comment')}
        </label>
        <textarea
          id={id}
          name="comment"
          className="field__input booking__comment"
          rows={3}
          value={comment}
          aria-describedby={`${id}-hint ${id}-count${fits ? '' : ` ${id}-error`}`}
          aria-invalid={fits ? undefined : true}
          onChange={(event) => onComment(event.target.value)}
        />
        <div id={`${id}-hint`} className="field__hint">
          {t('booking.commentHint')}
        </div>
        <div id={`${id}-count`} className="field__hint booking__counter" aria-live="polite">
          {t('booking.counter', { count: comment.length, max })}
        </div>
        {!fits && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {t('booking.commentTooLong', { max })}
          </p>
        )}
      </div>
    </>
  );
}
