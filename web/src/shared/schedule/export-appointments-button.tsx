import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { ExportAppointmentsModal, type ExportOwnerType } from './export-appointments-modal.tsx';
import { SCHEDULE_UI_NS } from './schedule-ui-texts.ts';

/** The tables' 'Exporter les rendez-vous' button and its modal, for the selected rows (none: all of them). */
export function ExportAppointmentsButton({
  ownerType,
  ids,
}: {
  ownerType: ExportOwnerType;
  ids: readonly string[];
}) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="download" size={18} />
        {t('exportModal.title')}
      </Button>
      {open && <ExportAppointmentsModal ownerType={ownerType} ids={ids} onClose={() => setOpen(false)} />}
    </>
  );
}
