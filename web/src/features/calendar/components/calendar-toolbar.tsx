import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { ExportAppointmentsModal } from '../../../shared/schedule/export-appointments-modal.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useViewer } from '../hooks/use-viewer.ts';

interface CalendarToolbarProps {
  ownerType: OwnerType;
  ownerId: string;
  /** Whether the viewer's role may open the owner's availability page. */
  availabilityLink: boolean;
}

/** A doctor's or room's calendar head actions: its availability page and the export of its appointments. */
export function CalendarToolbar({ ownerType, ownerId, availabilityLink }: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  const viewer = useViewer();
  const [exporting, setExporting] = useState(false);
  const ids = useMemo(() => [ownerId], [ownerId]);
  const base = ownerType === 'DOCTOR' ? 'doctors' : 'rooms';
  return (
    <>
      {availabilityLink && (
        <Link className="btn btn--secondary" to={`/app/${base}/${ownerId}/availability`}>
          <Icon name="clock" size={18} />
          {t('availabilityLink')}
        </Link>
      )}
      <Button variant="secondary" onClick={() => setExporting(true)}>
        <Icon name="download" size={18} />
        {t('exportAction')}
      </Button>
      {exporting && (
        <ExportAppointmentsModal
          ownerType={ownerType}
          ids={ids}
          zone={viewer.zone}
          onClose={() => setExporting(false)}
        />
      )}
    </>
  );
}
