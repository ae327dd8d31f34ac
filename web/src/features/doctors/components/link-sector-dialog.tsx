import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sector } from '@teleplan/proto/material-resources';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';

interface LinkSectorDialogProps {
  doctorName: string;
  /** The sectors offered: every sector for admins, their own for a sector manager. */
  sectors: readonly Sector[];
  busy: boolean;
  onLink: (sectorId: string) => void;
  onClose: () => void;
}

/** Picks the sector a doctor joins. */
export function LinkSectorDialog({ doctorName, sectors, busy, onLink, onClose }: LinkSectorDialogProps) {
  const { t } = useTranslation('doctors');
  const [sectorId, setSectorId] = useState(sectors.length === 1 ? sectors[0]!.id : '');
  return (
    <ModalDialog
      title={t('link.title', { name: doctorName })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={busy} disabled={!sectorId} onClick={() => onLink(sectorId)}>
            {t('link.confirm')}
          </Button>
        </>
      }
    >
      {sectors.length === 0 ? (
        <p>{t('link.noSector')}</p>
      ) : (
        <SelectField
          label={t('link.sector')}
          name="sectorId"
          value={sectorId}
          onChange={(e) => setSectorId(e.target.value)}
        >
          <option value="">{t('link.choose')}</option>
          {sectors.map((sector) => (
            <option key={sector.id} value={sector.id}>
              {sector.name}
            </option>
          ))}
        </SelectField>
      )}
    </ModalDialog>
  );
}
