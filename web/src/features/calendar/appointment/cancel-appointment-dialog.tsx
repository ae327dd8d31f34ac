import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_MOTIVE_MAX_LENGTH } from '@teleplan/proto/schedule-appointments';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { APPOINTMENT_NS } from './appointment-texts.ts';
import { useCancelAppointmentMutation } from '../../../shared/schedule/schedule-api.ts';
import { useErrorText } from '../../../shared/messages/error-text.ts';

interface CancelAppointmentDialogProps {
  appointmentId: string;
  onClose: (canceled: boolean) => void;
}

/** Asks the motive of a cancellation (required: an empty one shows a warning and sends nothing). */
export function CancelAppointmentDialog({ appointmentId, onClose }: CancelAppointmentDialogProps) {
  const { t } = useTranslation(APPOINTMENT_NS);
  const toast = useToast();
  const failure = useErrorText();
  const [motive, setMotive] = useState('');
  const [missing, setMissing] = useState(false);
  const [cancel, { isLoading }] = useCancelAppointmentMutation();

  async function confirm() {
    if (!motive.trim()) {
      setMissing(true);
      return;
    }
    const result = await cancel({
      id: appointmentId,
      cancel: { cancelMotive: motive.trim(), absentPatient: false },
    });
    if ('error' in result) {
      toast.error(t('failed', { reason: failure(result.error) }));
      return;
    }
    toast.success(t('cancelDone'));
    onClose(true);
  }

  return (
    <ModalDialog
      title={t('cancelTitle')}
      onClose={() => onClose(false)}
      actions={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {t('keep')}
          </Button>
          <Button variant="danger" busy={isLoading} onClick={() => void confirm()}>
            {t('cancelConfirm')}
          </Button>
        </>
      }
    >
      <div className={['field', missing ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor="cancel-motive">
          {t('cancelMotive')}
        </label>
        <textarea
          id="cancel-motive"
          className="field__input"
          rows={3}
          maxLength={CANCEL_MOTIVE_MAX_LENGTH}
          value={motive}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? 'cancel-motive-missing' : undefined}
          onChange={(event) => {
            setMotive(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
        />
        {missing && (
          <p id="cancel-motive-missing" className="field__error" role="alert">
            {t('cancelMotiveMissing')}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
