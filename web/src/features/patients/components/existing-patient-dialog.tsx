import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';

/** Asked when the new patient's email belongs to a patient already: open that one instead? */
export function ExistingPatientDialog({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const { t } = useTranslation('patients');
  return (
    <ModalDialog
      title={t('existing.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onOpen}>{t('existing.open')}</Button>
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
