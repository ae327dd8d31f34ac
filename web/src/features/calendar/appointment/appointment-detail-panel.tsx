import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '@teleplan/proto/roles';
import { ABSENT_PATIENT_MOTIVE, type AppointmentView } from '@teleplan/proto/schedule-appointments';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useFocusAfterRender } from '../../../shared/ui/use-focus-after-render.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { displayStatus } from '../../../shared/schedule/appointment-status.ts';
import { appointmentPermissions } from '../../../shared/schedule/appointment-permissions.ts';
import { AppointmentContacts } from './appointment-contacts.tsx';
import { APPOINTMENT_NS } from './appointment-texts.ts';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { useCancelAppointmentMutation, useSetPaidMutation } from '../../../shared/schedule/schedule-api.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { clockTime, longDate } from '../../../shared/schedule/zoned-time.ts';
import { AuditHistorySection } from '../../logger/index.ts';
import './appointment-detail.css';

interface AppointmentDetailPanelProps {
  view: AppointmentView;
  zone: string;
  role: Role | undefined;
  now: Date;
  /** A doctor's calendar shows the consultation interval, the others the whole held interval. */
  doctorView?: boolean;
  /** The room's video call address, when known. */
  videoUrl?: string | null;
  onClose: () => void;
  /** Opens the move/reschedule panel (also the keyboard way to move). */
  onMove?: (view: AppointmentView) => void;
  /** A calendar's own panel actions, under the title. */
  tools?: ReactNode;
}

/** The room, sector and doctor the panel names, by id: the history shows their names instead of ids. */
function knownNames({ room, sector, doctor }: AppointmentView): Record<string, string> {
  return {
    ...(room ? { [room.id]: room.name } : {}),
    ...(sector ? { [sector.id]: sector.name } : {}),
    ...(doctor ? { [doctor.id]: `${doctor.firstName} ${doctor.lastName}`.trim() } : {}),
  };
}

/**
 * The selected appointment beside a calendar: schedule, links, contacts, flags, comment, display status, and the
 * actions the role allows (paid, patient absent, cancel with a motive, move), and its history. A canceled one
 * leaves the calendar but its panel stays, saying so, without actions: the focus goes to its title, not the page.
 */
export function AppointmentDetailPanel({
  view,
  zone,
  role,
  now,
  doctorView = false,
  videoUrl,
  onClose,
  onMove,
  tools,
}: AppointmentDetailPanelProps) {
  const { t } = useTranslation(APPOINTMENT_NS);
  const toast = useToast();
  const failure = useErrorText();
  const [setPaid, paying] = useSetPaidMutation();
  const [cancel, canceling] = useCancelAppointmentMutation();
  const [askAbsent, setAskAbsent] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useFocusAfterRender(title);
  const { appointment } = view;
  const can = appointmentPermissions(role);
  const status = displayStatus(appointment, now, doctorView);
  const shown = doctorView ? appointment.consultationInterval : appointment.interval;
  const flags = (['fromC15', 'noTreatingDoctor', 'treatingDoctorNotAvailable'] as const).filter(
    (flag) => appointment[flag],
  );

  async function togglePaid(paid: boolean) {
    const result = await setPaid({ id: appointment.id, paid });
    if ('error' in result) toast.error(t('failed', { reason: failure(result.error) }));
    else toast.success(t(paid ? 'paidDone' : 'unpaidDone'));
  }

  async function markAbsent() {
    const result = await cancel({
      id: appointment.id,
      cancel: { cancelMotive: ABSENT_PATIENT_MOTIVE, absentPatient: true },
    });
    setAskAbsent(false);
    if ('error' in result) {
      toast.warning(t('absentFailed', { reason: failure(result.error) }));
      return;
    }
    toast.success(t('absentDone'));
    focusTitle();
  }

  return (
    <aside className="appointment-detail card" aria-labelledby="appointment-detail-title">
      <div className="appointment-detail__head">
        <h2 id="appointment-detail-title" className="appointment-detail__title" ref={title} tabIndex={-1}>
          {t('detailTitle')}
        </h2>
        <span className={`status-badge status-badge--${status}`}>{t(`status.${status}`)}</span>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('close')}>
          <Icon name="cross" />
        </button>
      </div>
      {tools}
      <dl className="appointment-detail__list">
        <dt>{t('schedule')}</dt>
        <dd>
          {t('scheduleValue', {
            day: longDate(shown.start, zone, currentLanguage()),
            start: clockTime(shown.start, zone),
            end: clockTime(shown.end, zone),
          })}
        </dd>
        <AppointmentContacts view={view} role={role} />
        <dt>{t('flags')}</dt>
        <dd>{flags.length ? flags.map((flag) => t(flag)).join(', ') : t('noFlag')}</dd>
        <dt>{t('comment')}</dt>
        <dd>{appointment.comment || t('noComment')}</dd>
      </dl>
      <div className="appointment-detail__links">
        {videoUrl && (
          <a href={videoUrl} target="_blank" rel="noopener noreferrer">
            {t('video')}
          </a>
        )}
        {can.openPatient && (
          <Link to={`/app/patients/${appointment.patient}/view`}>{t('patientRecord')}</Link>
        )}
      </div>
      {status !== 'canceled' && (
        <div className="appointment-detail__actions">
          {can.pay && (
            <Checkbox
              name="paid"
              label={t('paid')}
              checked={appointment.paid}
              // Not disabled while saving: a disabled box would drop the keyboard focus to the page.
              aria-disabled={paying.isLoading || undefined}
              onChange={(event) => {
                if (!paying.isLoading) void togglePaid(event.target.checked);
              }}
            />
          )}
          {can.change && status === 'toCome' && onMove && (
            <Button variant="secondary" onClick={() => onMove(view)}>
              {t('move')}
            </Button>
          )}
          {can.markAbsent && (
            <Button variant="secondary" onClick={() => setAskAbsent(true)}>
              {t('absent')}
            </Button>
          )}
          {can.change && status === 'toCome' && (
            <Button variant="danger" onClick={() => setAskCancel(true)}>
              {t('cancel')}
            </Button>
          )}
        </div>
      )}
      <AuditHistorySection
        key={appointment.id}
        subject="appointments"
        id={appointment.id}
        zone={zone}
        names={knownNames(view)}
        revision={appointment.updatedAt}
      />
      <ConfirmDialog
        open={askAbsent}
        title={t('absent')}
        message={t('absentConfirm')}
        confirmLabel={t('absent')}
        cancelLabel={t('keep')}
        danger
        busy={canceling.isLoading}
        onConfirm={() => void markAbsent()}
        onCancel={() => setAskAbsent(false)}
      />
      {askCancel && (
        <CancelAppointmentDialog
          appointmentId={appointment.id}
          onClose={(canceled) => {
            setAskCancel(false);
            if (canceled) focusTitle();
          }}
        />
      )}
    </aside>
  );
}
