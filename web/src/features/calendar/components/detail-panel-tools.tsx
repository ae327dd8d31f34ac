import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@teleplan/proto/roles';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { errorStatus } from '../../../shared/api/error-status.ts';
import { APPOINTMENT_NS } from '../appointment/appointment-texts.ts';
import { appointmentPermissions } from '../../../shared/schedule/appointment-permissions.ts';
import { displayStatus } from '../../../shared/schedule/appointment-status.ts';
import { scheduleApi, useSetPaidMutation } from '../../../shared/schedule/schedule-api.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';

interface DetailPanelToolsProps {
  view: AppointmentView;
  role: Role | undefined;
  now: Date;
  /** Put the focus on the minimize button (the panel was just restored from its bar). */
  focusMinimize: boolean;
  onMinimize: () => void;
  /** The appointment as the server has it now. */
  onRefreshed: (view: AppointmentView) => void;
  /** The appointment cannot be read any more (deleted, or out of the viewer's reach). */
  onGone: () => void;
  onReloadCalendar: () => void;
}

/**
 * The multi-doctor view's panel actions (docs/screens.md#calendars): minimize, mark a paid appointment unpaid again
 * and refresh it, reload the appointment and the calendar. Patient absent is the detail panel's own action.
 */
export function DetailPanelTools(props: DetailPanelToolsProps) {
  const { view, onRefreshed } = props;
  const { t } = useTranslation('calendar');
  const { t: tAppointment } = useTranslation(APPOINTMENT_NS);
  const toast = useToast();
  const failure = useErrorText();
  const [setPaid, paying] = useSetPaidMutation();
  const [fetchAppointment, fetching] = scheduleApi.useLazyAppointmentQuery();
  const minimize = useRef<HTMLButtonElement>(null);
  const { appointment } = view;
  const canUnpay =
    appointmentPermissions(props.role).pay &&
    appointment.paid &&
    displayStatus(appointment, props.now) !== 'canceled';

  useEffect(() => {
    if (props.focusMinimize) minimize.current?.focus();
  }, [props.focusMinimize]);

  async function markUnpaid() {
    const result = await setPaid({ id: appointment.id, paid: false });
    if ('error' in result) {
      toast.error(tAppointment('failed', { reason: failure(result.error) }));
      return;
    }
    onRefreshed(result.data);
    toast.success(tAppointment('unpaidDone'));
  }

  async function reload() {
    props.onReloadCalendar();
    const result = await fetchAppointment(appointment.id);
    if (!result.isError && result.data) {
      onRefreshed(result.data);
      return;
    }
    const status = errorStatus(result.error);
    if (status === 404 || status === 403) {
      toast.warning(t('panel.gone'));
      props.onGone();
    } else toast.error(tAppointment('failed', { reason: failure(result.error) }));
  }

  return (
    <div className="detail-panel-tools" role="group" aria-label={t('panel.tools')}>
      <button
        ref={minimize}
        type="button"
        className="btn btn--secondary"
        aria-expanded
        onClick={props.onMinimize}
      >
        {t('panel.minimize')}
      </button>
      {canUnpay && (
        <Button variant="secondary" busy={paying.isLoading} onClick={() => void markUnpaid()}>
          {t('panel.unpaid')}
        </Button>
      )}
      <Button variant="secondary" busy={fetching.isFetching} onClick={() => void reload()}>
        {t('panel.reload')}
      </Button>
    </div>
  );
}
