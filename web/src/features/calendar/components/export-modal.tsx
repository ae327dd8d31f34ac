import { DateTime } from 'luxon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { useDownloadCsvMutation } from '../../../shared/api/csv-download-api.ts';
import { dayBounds } from '../../../shared/schedule/zoned-time.ts';
import { useFailureText } from '../../../shared/schedule/use-schedule-failure.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { currentWeek, EXPORT_MIN_DATE, exportDatesProblem } from './export-dates.ts';

interface ExportModalProps {
  ownerType: OwnerType;
  ownerId: string;
  zone: string;
  onClose: () => void;
}

/** Downloads the owner's appointments between two dates as a CSV named with the owner type and the dates. */
export function ExportModal({ ownerType, ownerId, zone, onClose }: ExportModalProps) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const failure = useFailureText();
  const [dates, setDates] = useState(() => currentWeek(zone));
  const [download, { isLoading }] = useDownloadCsvMutation();
  const today = DateTime.now().setZone(zone).toISODate()!;
  const problem = exportDatesProblem(dates.from, dates.to, today);

  async function submit() {
    const result = await download({
      path: 'schedule/export/appointments',
      params: {
        from: dayBounds(dates.from, zone).from,
        to: dayBounds(dates.to, zone).to,
        zone,
        [ownerType === 'DOCTOR' ? 'doctorIds' : 'roomIds']: [ownerId],
      },
      fileName: `rendez-vous_${ownerType}_${dates.from}_${dates.to}.csv`,
    });
    if ('error' in result) {
      toast.error(t('export.failed', { reason: failure(result.error) }));
      return;
    }
    toast.success(t('export.done'));
    onClose();
  }

  return (
    <ModalDialog
      title={t('export.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('export.close')}
          </Button>
          {!problem && (
            <Button busy={isLoading} onClick={() => void submit()}>
              {t('export.submit')}
            </Button>
          )}
        </>
      }
    >
      <div className="export-modal">
        <TextField
          label={t('export.from')}
          name="from"
          type="date"
          required
          min={EXPORT_MIN_DATE}
          max={today}
          value={dates.from}
          onChange={(event) => setDates({ ...dates, from: event.target.value })}
        />
        <TextField
          label={t('export.to')}
          name="to"
          type="date"
          required
          min={EXPORT_MIN_DATE}
          max={today}
          value={dates.to}
          onChange={(event) => setDates({ ...dates, to: event.target.value })}
        />
        {problem && (
          <p className="notice notice--warning" role="alert">
            {t(`export.${problem}`)}
          </p>
        )}
        {isLoading && (
          <p className="notice notice--warning" role="status">
            {t('export.waiting')}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
