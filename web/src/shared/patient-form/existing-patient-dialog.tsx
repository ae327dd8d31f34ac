import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { PATIENT_FORM_NS } from './patient-form-texts.ts';

interface ExistingPatientDialogProps {
  /** Takes the existing patient: opens their record, or uses them in the booking ('use'). */
  onOpen: () => void;
  onClose: () => void;
  action?: 'open' | 'use';
}

/** Asked when the new patient's email belongs to a patient already: take that one instead? */
export function ExistingPatientDialog({ onOpen, onClose, action = 'open' }: ExistingPatientDialogProps) {
  const { t } = useTranslation(PATIENT_FORM_NS);
  return (
    <ModalDialog
      title={t('existing.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onOpen}>{t(`existing.${action}`)}</Button>
          <Button variant="secondary" onClick={onClose}>
            {t('existing.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('existing.question')}</p>
    </ModalDialog>
  );
}
